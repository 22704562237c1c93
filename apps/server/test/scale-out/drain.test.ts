// A node told to stop (SIGTERM) behind a balancer: /healthz fails at once with `draining` while
// calls are still answered (asking the client to close its keep-alive connection), and only after
// DRAIN_MS does the HTTP server close and the process exit cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTemplate } from '../harness.ts';
import { freePort } from '../free-port.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const DRAIN_MS = 1_500;

let dataDir: string;
let base: string;
let child: ChildProcess;
let exited: Promise<number | null>;
let output = '';

interface Reply {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One GET on a keep-alive agent, so the answer's `connection` header is the server's choice. */
function get(pathname: string, agent: http.Agent): Promise<Reply | null> {
  return new Promise((resolve) => {
    const request = http.get(`${base}${pathname}`, { agent, timeout: 5_000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    });
    request.on('error', () => resolve(null));
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-drain-'));
  const databaseUrl = await cloneTemplate();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
      JOBS_ENABLED: 'false',
      DRAIN_MS: String(DRAIN_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const agent = new http.Agent({ keepAlive: false });
  const deadline = Date.now() + 120_000;
  while ((await get('/healthz', agent))?.status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the shop did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 180_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
});

describe('a node stopping behind a balancer', () => {
  it('fails readiness first, answers calls while draining, then closes and exits', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const before = await get('/mallapi/ytConfig/terms', agent);
    expect(before?.status).toBe(200);
    expect(before?.connection).toBe('keep-alive');

    const signalled = Date.now();
    child.kill('SIGTERM');
    await expect
      .poll(async () => (await get('/healthz', new http.Agent()))?.status, { timeout: 1_000, interval: 20 })
      .toBe(503);
    const health = await get('/healthz', new http.Agent());
    expect(JSON.parse(health?.body ?? '{}')).toEqual({ status: 'draining' });
    // Still served, on the same keep-alive connection, which the answer asks to close.
    const during = await get('/mallapi/ytConfig/terms', agent);
    expect(during?.status).toBe(200);
    expect(during?.connection).toBe('close');
    expect(Date.now() - signalled).toBeLessThan(DRAIN_MS);

    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(output).toContain(`SIGTERM: stopping (draining for ${DRAIN_MS} ms)`);
    expect(await get('/healthz', new http.Agent())).toBeNull();
  }, 30_000);
});
