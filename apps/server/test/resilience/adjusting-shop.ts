// A demo shop for tests that hold manual adjustments up: the admin's token, a member to adjust,
// and a connection of the test's own that can lock the adjustments' table and count what landed.
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { adminLedger, member } from '@mall/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../src/seed/demo.ts';
import { createTestApp, demoAdminToken, formEncode, type TestApp } from '../harness.ts';

export interface AdjustingShop {
  t: TestApp;
  admin: string;
  /** The demo VIP, whom the adjustments credit. */
  memberId: number;
  /** The form of a 0.01 cash credit to the demo VIP, keyed (and noted) by `key`. */
  adjustment(key: string): Record<string, string>;
  /** Sends that adjustment as the admin over a real socket (the shop listens from the first call). */
  sendAdjustment(key: string, signal?: AbortSignal): Promise<Response>;
  /** Holds the adjustments' table, so the first adjustment to reach it waits inside its transaction. */
  block(): Promise<void>;
  release(): Promise<void>;
  /** How many adjustments were recorded with this idempotency key. */
  recorded(key: string): Promise<number>;
  /** The shop's sessions waiting on a lock (the test's own is not one). */
  sessionsWaitingOnLocks(): Promise<number>;
  close(): Promise<void>;
}

export async function adjustingShop(env: Record<string, string>): Promise<AdjustingShop> {
  const t = await createTestApp({ demo: true, env });
  const admin = await demoAdminToken(t);
  const vip = (await t.ok(member.login, { body: { username: 'demo_vip', password: DEMO_MEMBER_PASSWORD } })).token;
  const memberId = (await t.ok(member.getUser, { token: vip })).memberId;
  const own = new pg.Client({ connectionString: t.databaseUrl });
  await own.connect();
  const adjustment = (key: string) => ({
    memberId: String(memberId),
    asset: 'CASH',
    direction: 'credit',
    amount: '0.01',
    reasonCode: 'CORRECTION',
    note: key,
    idempotencyKey: key,
  });
  const count = async (text: string, values: unknown[] = []) =>
    (await own.query<{ n: number }>(text, values)).rows[0]!.n;
  return {
    t,
    admin,
    memberId,
    adjustment,
    async sendAdjustment(key, signal) {
      if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      return fetch(`http://127.0.0.1:${port}${adminLedger.adjust.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: admin, lang: 'en_US' },
        body: formEncode(adjustment(key)),
        signal,
      });
    },
    async block() {
      await own.query('begin');
      await own.query('lock table ledger_adjustments in exclusive mode');
    },
    async release() {
      await own.query('commit');
    },
    recorded: (key) => count('select count(*)::int as n from ledger_adjustments where idempotency_key = $1', [key]),
    sessionsWaitingOnLocks: () =>
      count(`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`),
    async close() {
      await own.end();
      await t.close();
    },
  };
}
