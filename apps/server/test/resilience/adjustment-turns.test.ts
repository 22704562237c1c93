// One operator's adjustments to one member take turns in the process, holding no pool connection
// while they wait, so a burst of them cannot starve the rest of the shop; one whose client left
// while it waited never runs.
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLedger, member } from '@mall/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../src/seed/demo.ts';
import { createTestApp, demoAdminToken, formEncode, type TestApp } from '../harness.ts';

const POOL_SIZE = 3;

let t: TestApp;
let admin: string;
let memberId: number;
let blocker: pg.Client;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { DB_POOL_SIZE: String(POOL_SIZE), DB_ACQUIRE_TIMEOUT_MS: '1000' } });
  admin = await demoAdminToken(t);
  const vip = (await t.ok(member.login, { body: { username: 'demo_vip', password: DEMO_MEMBER_PASSWORD } })).token;
  memberId = (await t.ok(member.getUser, { token: vip })).memberId;
  blocker = new pg.Client({ connectionString: t.databaseUrl });
  await blocker.connect();
}, 120_000);
afterAll(async () => {
  await blocker?.end();
  await t?.close();
});

const adjustment = (key: string) => ({
  memberId: String(memberId),
  asset: 'CASH',
  direction: 'credit',
  amount: '0.01',
  reasonCode: 'CORRECTION',
  note: key,
  idempotencyKey: key,
});

/** Holds the adjustments' table, so the first adjustment to reach it waits inside its transaction. */
async function blockAdjustments() {
  await blocker.query('begin');
  await blocker.query('lock table ledger_adjustments in exclusive mode');
}

/** The shop's sessions waiting on a lock (the blocker's own is not one). */
async function sessionsWaitingOnLocks(): Promise<number> {
  const { rows } = await blocker.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

async function recorded(key: string): Promise<number> {
  const { rows } = await blocker.query<{ n: number }>(
    'select count(*)::int as n from ledger_adjustments where idempotency_key = $1',
    [key],
  );
  return rows[0]!.n;
}

describe('adjustments to one member from one operator', () => {
  it('wait their turn without taking the pool from other calls', async () => {
    await blockAdjustments();
    const keys = Array.from({ length: POOL_SIZE * 2 }, (_, i) => `turns-burst-${i}`);
    const queued = keys.map((key) => t.call(adminLedger.adjust, { token: admin, body: adjustment(key) }));
    try {
      await expect.poll(sessionsWaitingOnLocks, { timeout: 15_000 }).toBeGreaterThan(0);
      // Queued in the database, the burst would now hold every connection of the pool.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await sessionsWaitingOnLocks()).toBe(1);
      const { status, envelope } = await t.call(adminLedger.memberBalances, { token: admin, query: { memberId } });
      expect(status, JSON.stringify(envelope)).toBe(200);
    } finally {
      await blocker.query('commit');
    }
    const answers = await Promise.all(queued);
    expect(answers.map((answer) => answer.envelope.success)).toEqual(keys.map(() => true));
    for (const key of keys) expect(await recorded(key)).toBe(1);
  });

  it('drop a waiting one whose client has left', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const send = (key: string, signal?: AbortSignal) =>
      fetch(`${base}${adminLedger.adjust.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: admin, lang: 'en_US' },
        body: formEncode(adjustment(key)),
        signal,
      });
    let arrived = 0;
    t.app.server.on('request', () => (arrived += 1));

    await blockAdjustments();
    const first = send('turns-first');
    try {
      await expect.poll(sessionsWaitingOnLocks, { timeout: 15_000 }).toBe(1);
      const leaving = new AbortController();
      const left = send('turns-left', leaving.signal).catch(() => null);
      await expect.poll(() => arrived, { timeout: 15_000 }).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      leaving.abort();
      expect(await left).toBeNull();
    } finally {
      await blocker.query('commit');
    }
    const answer = (await (await first).json()) as { success: boolean };
    expect(answer.success).toBe(true);
    // Had it stayed in the queue, it would have run the moment the first finished.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await recorded('turns-first')).toBe(1);
    expect(await recorded('turns-left')).toBe(0);
  });
});
