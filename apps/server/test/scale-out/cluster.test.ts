// `npm run start:cluster` with 3 nodes behind HAProxy on one database, through the balancer only:
// a session works whichever node answers, an operator's edit reaches every node within a second,
// wrong passwords lock as on one node, and a scheduled job runs once across the nodes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { adminAuth, adminSettings, member, ytConfig } from '@mall/contracts';
import { ensureDatabase } from '../../src/db/embedded.ts';
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD } from '../../src/seed/demo.ts';
import { freePort } from '../free-port.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const hasHaproxy = existsSync(haproxy);
if (!hasHaproxy) console.warn(`SKIPPED the cluster test: HAProxy is missing at ${haproxy} (apt-get install haproxy)`);

type Answer = { success: boolean; code: number; error?: string; result: unknown };

let dataDir: string;
let databaseUrl: string;
let cluster: ChildProcess;
let output = '';
let base: string;
let nodePorts: number[] = [];

async function call(
  target: string,
  def: { method: string; path: string },
  options: { body?: unknown; token?: string } = {},
): Promise<{ answer: Answer; node: string | null; status: number }> {
  const headers: Record<string, string> = { lang: 'en_US', 'app-version': 'h5_2.7.5' };
  if (options.token) headers.token = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${target}${def.path}`, {
    method: def.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(15_000),
  });
  return { answer: (await response.json()) as Answer, node: response.headers.get('x-node'), status: response.status };
}

async function ok<T>(def: { method: string; path: string }, options?: { body?: unknown; token?: string }) {
  const { answer } = await call(base, def, options);
  if (!answer.success) throw new Error(`${def.path}: ${JSON.stringify(answer)}`);
  return answer.result as T;
}

beforeAll(async () => {
  if (!hasHaproxy) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-cluster-'));
  const adminUrl = inject('pgAdminUrl');
  const database = `${inject('pgTemplate')}_t${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, database, inject('pgTemplate'));
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  cluster = spawn(process.execPath, [path.join(root, 'scripts/start-cluster.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODES: '3',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
      // Every minute, so the test sees an occurrence within its time.
      JOBS_EXPIRE_LOTS_CRON: '* * * * *',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /\[cluster\] shop at .* \(ports ([\d, ]+)\)/.exec(output);
      if (match) {
        nodePorts = (match[1] ?? '').split(', ').map(Number);
        resolve();
      }
    };
    cluster.stdout?.on('data', read);
    cluster.stderr?.on('data', read);
    cluster.once('exit', (code) => reject(new Error(`start:cluster exited (${code}):\n${output}`)));
  });
  await ready;
}, 240_000);

afterAll(async () => {
  if (!hasHaproxy) return;
  if (cluster?.exitCode === null) {
    const exited = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!hasHaproxy)('three nodes behind HAProxy', () => {
  it('serves a member logged in on one node from every node', async () => {
    expect(nodePorts).toHaveLength(3);
    const { token } = await ok<{ token: string }>(member.login, {
      body: { username: 'demo_vip', password: DEMO_MEMBER_PASSWORD },
    });
    const nodes = new Set<string>();
    for (let i = 0; i < 9; i++) {
      const { answer, node } = await call(base, member.getUser, { token });
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      nodes.add(node ?? 'none');
    }
    expect([...nodes].sort()).toEqual(['node-1', 'node-2', 'node-3']);
  });

  it("serves an operator's settings edit from every node within a second", async () => {
    const { token } = await ok<{ token: string }>(adminAuth.login, { body: DEMO_ADMIN });
    const terms = `Terms edited at ${Date.now()}`;
    for (const port of nodePorts)
      expect((await call(`http://127.0.0.1:${port}`, ytConfig.terms)).answer.result).not.toBe(terms);
    await ok(adminSettings.update, { token, body: { key: 'terms', value: { zh_CN: '条款。', en_US: terms } } });
    const started = Date.now();
    await Promise.all(
      nodePorts.map((port) =>
        expect
          .poll(async () => (await call(`http://127.0.0.1:${port}`, ytConfig.terms)).answer.result, {
            timeout: 1_000,
            interval: 25,
          })
          .toBe(terms),
      ),
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('locks wrong passwords spread over the nodes exactly as on one', async () => {
    // loginPerIdentifierPer15Min (10) failures per account and address, counted before the check.
    const tries = await Promise.all(
      Array.from({ length: 16 }, () =>
        call(base, member.login, { body: { username: 'demo_regular', password: 'Wrong@123456' } }),
      ),
    );
    const errors = tries.map((t) => t.answer.error).sort();
    expect(errors.filter((e) => e === 'LOGIN_FAILED')).toHaveLength(10);
    expect(errors.filter((e) => e === 'RATE_LIMITED')).toHaveLength(6);
    expect(new Set(tries.map((t) => t.node)).size).toBe(3);
    const right = await call(base, member.login, {
      body: { username: 'demo_regular', password: DEMO_MEMBER_PASSWORD },
    });
    expect(right.answer.error).toBe('RATE_LIMITED');
  });

  it('runs a scheduled job once per occurrence although all three nodes work the queue', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const runs = async () =>
        (
          await client.query<{ state: string; retry_count: number; created_on: Date }>(
            `select state, retry_count, created_on from pgboss.job
             where name = 'ledger.expire-discount-card-lots' order by created_on`,
          )
        ).rows;
      await expect
        .poll(async () => (await runs()).filter((r) => r.state === 'completed').length, {
          timeout: 150_000,
          interval: 1_000,
        })
        .toBeGreaterThan(0);
      const rows = await runs();
      for (const row of rows) expect(row.retry_count).toBe(0);
      // One occurrence a minute: two jobs of one occurrence would be created moments apart.
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i]!.created_on.getTime() - rows[i - 1]!.created_on.getTime()).toBeGreaterThan(30_000);
      }
    } finally {
      await client.end();
    }
  }, 180_000);

  it('keeps the cluster running', () => {
    expect(cluster.exitCode, output).toBeNull();
  });
});
