// One operator's adjustments to one member take turns in the process, holding no pool connection
// while they wait, so a burst of them cannot starve the rest of the shop; one whose client left
// while it waited never runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLedger } from '@mall/contracts';
import { adjustingShop, type AdjustingShop } from './adjusting-shop.ts';

const POOL_SIZE = 3;

let shop: AdjustingShop;

beforeAll(async () => {
  shop = await adjustingShop({ DB_POOL_SIZE: String(POOL_SIZE), DB_ACQUIRE_TIMEOUT_MS: '1000' });
}, 120_000);
afterAll(() => shop?.close());

describe('adjustments to one member from one operator', () => {
  it('wait their turn without taking the pool from other calls', async () => {
    const { t, admin } = shop;
    await shop.block();
    const keys = Array.from({ length: POOL_SIZE * 2 }, (_, i) => `turns-burst-${i}`);
    const queued = keys.map((key) => t.call(adminLedger.adjust, { token: admin, body: shop.adjustment(key) }));
    try {
      await expect.poll(shop.sessionsWaitingOnLocks, { timeout: 15_000 }).toBeGreaterThan(0);
      // Queued in the database, the burst would now hold every connection of the pool.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await shop.sessionsWaitingOnLocks()).toBe(1);
      const { status, envelope } = await t.call(adminLedger.memberBalances, {
        token: admin,
        query: { memberId: shop.memberId },
      });
      expect(status, JSON.stringify(envelope)).toBe(200);
    } finally {
      await shop.release();
    }
    const answers = await Promise.all(queued);
    expect(answers.map((answer) => answer.envelope.success)).toEqual(keys.map(() => true));
    for (const key of keys) expect(await shop.recorded(key)).toBe(1);
  });

  it('drop a waiting one whose client has left', async () => {
    const { t } = shop;
    let arrived = 0;
    t.app.server.on('request', () => (arrived += 1));

    await shop.block();
    const first = shop.sendAdjustment('turns-first');
    try {
      await expect.poll(shop.sessionsWaitingOnLocks, { timeout: 15_000 }).toBe(1);
      const leaving = new AbortController();
      const left = shop.sendAdjustment('turns-left', leaving.signal).catch(() => null);
      await expect.poll(() => arrived, { timeout: 15_000 }).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      leaving.abort();
      expect(await left).toBeNull();
    } finally {
      await shop.release();
    }
    const answer = (await (await first).json()) as { success: boolean };
    expect(answer.success).toBe(true);
    // Had it stayed in the queue, it would have run the moment the first finished.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await shop.recorded('turns-first')).toBe(1);
    expect(await shop.recorded('turns-left')).toBe(0);
  });
});
