// The shop as operators run it, as real processes: the embedded PostgreSQL killed under write load
// comes back by itself, and a shop killed with SIGKILL starts again over the orphan it left.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminLedger, member } from '@mall/contracts';
import { connect } from '../../src/db/client.ts';
import { auditLedger } from '../../src/modules/ledger/index.ts';
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD } from '../../src/seed/demo.ts';
import { freePort } from '../free-port.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

interface Shop {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

let dataDir: string;
let port: number;
let pgPort: number;
let base: string;
const shops: Shop[] = [];

function startShop(): Shop {
  // A DATABASE_URL from the developer's shell must not point the shop at a real database.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const shop = { child, exited, output: () => output };
  shops.push(shop);
  return shop;
}

async function health(): Promise<number> {
  const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
  return response?.status ?? 0;
}

async function waitForHealth(shop: Shop, status: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`the shop exited:\n${shop.output()}`);
    if ((await health()) === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/healthz never answered ${status}:\n${shop.output()}`);
}

function postmasterPid(): number {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // An orphan's parent is init, which in a container may leave it a zombie for a while.
  return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

async function call(def: { path: string }, body: Record<string, string>, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', lang: 'en_US' };
  if (token) headers.token = token;
  const response = await fetch(`${base}${def.path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(body).toString(),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, envelope: JSON.parse(await response.text()) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-recovery-'));
  [port, pgPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const shop of shops) if (shop.child.exitCode === null) shop.child.kill('SIGTERM');
  await Promise.all(shops.map((shop) => shop.exited));
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL dies under write load', () => {
  it(
    'keeps the shop alive, answers 503 meanwhile, restarts it, and writes succeed again',
    { timeout: 240_000 },
    async () => {
      const shop = startShop();
      await waitForHealth(shop, 200, 120_000);
      const admin = (await call(adminAuth.login, { ...DEMO_ADMIN })).envelope.result as { token: string };
      const vip = (await call(member.login, { username: 'demo_vip', password: DEMO_MEMBER_PASSWORD })).envelope
        .result as { user: { memberId: number } };

      const answers: { status: number; success: unknown; error: unknown; at: number }[] = [];
      let writing = true;
      const writer = async () => {
        while (writing) {
          const { status, envelope } = await call(
            adminLedger.adjust,
            {
              memberId: String(vip.user.memberId),
              asset: 'CASH',
              direction: 'credit',
              amount: '0.01',
              reasonCode: 'CORRECTION',
              note: 'fault test',
              idempotencyKey: randomUUID(),
            },
            admin.token,
          );
          answers.push({ status, success: envelope.success, error: envelope.error, at: Date.now() });
        }
      };
      const writers = Array.from({ length: 6 }, writer);
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const killed = postmasterPid();
      process.kill(killed, 'SIGKILL');
      const killedAt = Date.now();
      await waitForHealth(shop, 503, 20_000);
      await waitForHealth(shop, 200, 90_000);
      expect(postmasterPid()).not.toBe(killed);
      // Keep writing until writes that started after the restart went through.
      const recoveredAt = Date.now();
      const deadline = Date.now() + 30_000;
      while (!answers.some((a) => a.at > recoveredAt && a.success === true) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      writing = false;
      await Promise.all(writers);

      expect(shop.child.exitCode, shop.output()).toBeNull();
      expect(answers.some((a) => a.at > recoveredAt && a.success === true)).toBe(true);
      expect(answers.some((a) => a.at > killedAt && a.success === false)).toBe(true);
      // Failures during the outage are the "try again" envelope, never a 500.
      const failures = answers.filter((a) => a.success !== true);
      expect(failures.filter((a) => a.status !== 503 || a.error === undefined)).toEqual([]);
      expect(shop.output()).toContain('restarting');

      const database = connect(`postgres://postgres:postgres@127.0.0.1:${pgPort}/mall`, 1);
      try {
        expect((await auditLedger(database.db)).isClean).toBe(true);
      } finally {
        await database.close();
      }
    },
  );
});

describe('the shop killed with SIGKILL', () => {
  it(
    'leaves its PostgreSQL behind, and the next start stops that orphan and comes up',
    { timeout: 240_000 },
    async () => {
      const first = shops.find((shop) => shop.child.exitCode === null) ?? startShop();
      await waitForHealth(first, 200, 120_000);
      const orphan = postmasterPid();
      first.child.kill('SIGKILL');
      await first.exited;
      expect(isAlive(orphan)).toBe(true);

      const second = startShop();
      await waitForHealth(second, 200, 120_000);
      expect(second.output()).toContain('ended abruptly');
      expect(isAlive(orphan)).toBe(false);

      const current = postmasterPid();
      second.child.kill('SIGTERM');
      expect(await second.exited, second.output()).toBe(0);
      expect(isAlive(current)).toBe(false);
    },
  );
});
