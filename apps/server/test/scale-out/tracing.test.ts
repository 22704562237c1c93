// OpenTelemetry traces, switched on by OpenTelemetry's own variables: the shop started as
// `npm start` starts it sends, over OTLP/HTTP (JSON) to a receiver this test stands up, a server
// span for a call, carrying its request id, and the call's SQL as spans of the same trace under it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '@mall/contracts';
import { loadConfig } from '../../src/config/env.ts';
import { cloneTemplate } from '../harness.ts';
import { startTracing } from '../../src/tracing.ts';
import { freePort } from '../free-port.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const SPAN_KIND_SERVER = 2;
const spans: OtlpSpan[] = [];
const resources: Record<string, string>[] = [];
let receiver: http.Server;
let shop: ChildProcess;
let base: string;
let dataDir: string;
let output = '';

function attributesOf(list: OtlpSpan['attributes']): Record<string, string> {
  return Object.fromEntries(list.map(({ key, value }) => [key, String(value.stringValue ?? value.intValue)]));
}

/** A tiny OTLP/HTTP receiver: keeps every span posted to /v1/traces. */
function startReceiver(port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.startsWith('application/json')) {
        const posted = JSON.parse(body) as OtlpExport;
        for (const { resource, scopeSpans } of posted.resourceSpans) {
          resources.push(attributesOf(resource.attributes));
          for (const scope of scopeSpans) spans.push(...scope.spans);
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function waitHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the shop exited (${shop.exitCode}):\n${output}`);
    const answer = await fetch(`${url}/healthz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop was not healthy within 120 s:\n${output}`);
}

beforeAll(async () => {
  const receiverPort = await freePort();
  receiver = await startReceiver(receiverPort);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-tracing-'));
  const databaseUrl = await cloneTemplate();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  shop = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
      JOBS_ENABLED: 'false',
      PRIVATE_LINK_SECRET: 'tracing-test-private-link-secret-0123456789',
      ADMIN_USERNAME: 'tracing_admin',
      ADMIN_PASSWORD: 'Tracing@Admin123',
      NODE_ID: 'node-t',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
      OTEL_SERVICE_NAME: 'mall-tracing-test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [shop.stdout, shop.stderr]) stream?.on('data', (chunk) => (output += chunk));
  await waitHealthy(base);
}, 180_000);

afterAll(async () => {
  if (shop?.exitCode === null) {
    const exited = new Promise((resolve) => shop.once('exit', resolve));
    shop.kill('SIGTERM');
    await exited;
  }
  receiver?.close();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('OpenTelemetry traces', () => {
  it("send a call's server span with its request id, and its SQL as spans of the same trace", async () => {
    const requestId = `trace-test-${randomBytes(4).toString('hex')}`;
    const answer = await fetch(`${base}${member.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en_US', 'x-request-id': requestId },
      body: JSON.stringify({ username: 'nobody', password: 'Wrong@123456' }),
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    const server = () =>
      spans.find(
        (span) => span.kind === SPAN_KIND_SERVER && attributesOf(span.attributes)['mall.request_id'] === requestId,
      );
    // The batch goes out within the exporter's delay (5 s).
    await expect.poll(() => server(), { timeout: 20_000, interval: 200 }).toBeDefined();
    const call = server()!;
    expect(call.name).toBe(`POST ${member.login.path}`);
    expect(attributesOf(call.attributes)['http.route']).toBe(member.login.path);
    const parentOf = new Map(spans.map((span) => [span.spanId, span.parentSpanId]));
    const under = (span: OtlpSpan) => {
      for (let id = span.parentSpanId; id; id = parentOf.get(id)) if (id === call.spanId) return true;
      return false;
    };
    const statements = () =>
      spans.filter((span) => span.traceId === call.traceId && attributesOf(span.attributes)['db.query.text']);
    await expect.poll(() => statements().length, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
    for (const statement of statements()) {
      expect(under(statement), statement.name).toBe(true);
      expect(attributesOf(statement.attributes)['db.system.name']).toBe('postgresql');
    }
    const lookup = statements().find((span) =>
      attributesOf(span.attributes)['db.query.text']?.includes('from "members"'),
    );
    expect(lookup).toBeDefined();
    // The statement's text only: the username it looked for is nowhere in the trace.
    expect(JSON.stringify(spans)).not.toContain('nobody');
    expect(resources).toContainEqual(
      expect.objectContaining({ 'service.name': 'mall-tracing-test', 'service.instance.id': 'node-t' }),
    );
  });
});

describe('tracing switched off', () => {
  it('is off unless OpenTelemetry is configured, and `none` turns it off', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(loadConfig({ OTEL_SERVICE_NAME: 'x' }).tracing).toBeNull();
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }).tracing,
    ).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/', NODE_ID: 'n1' }).tracing).toEqual({
      exporter: 'otlp',
      url: 'http://collector:4318/v1/traces',
      serviceName: 'mall-server',
      nodeId: 'n1',
    });
    expect(loadConfig({ OTEL_TRACES_EXPORTER: 'otlp' }).tracing?.url).toBe('http://localhost:4318/v1/traces');
    expect(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:9999/traces' }).tracing?.url).toBe(
      'http://collector:9999/traces',
    );
  });

  it('loads nothing of OpenTelemetry: no module of the server imports it but lazily', async () => {
    const sources = await readdir(path.join(root, 'apps/server/src'), { recursive: true });
    const eager: string[] = [];
    for (const file of sources.filter((name) => name.endsWith('.ts'))) {
      const text = await readFile(path.join(root, 'apps/server/src', file), 'utf8');
      if (/^import (?!type )[^;]*from '@opentelemetry\//m.test(text)) eager.push(file);
    }
    expect(eager).toEqual([]);
    expect(await startTracing(null)).toBeNull();
  });
});
