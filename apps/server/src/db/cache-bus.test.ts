// The invalidation bus on a real PostgreSQL: published keys reach every listener on commit (not
// on rollback), and a listener whose connection is killed comes back, drops everything, and
// hears what follows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CacheBus, listenForInvalidations, type CacheListener } from './cache-bus.ts';
import { withTransaction } from './client.ts';

let t: TestApp;
const listeners: CacheListener[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(listeners.map((listener) => listener.close()));
  await t?.close();
});

/** A bus in "another process" that records what it was told to drop. */
async function listeningBus(retryMs = 50) {
  const bus = new CacheBus();
  const dropped: string[] = [];
  bus.on('things', (rest) => dropped.push(rest === '' ? '(all)' : rest));
  const listener = listenForInvalidations(t.databaseUrl, bus, { retryMs, maxRetryMs: 200 });
  listeners.push(listener);
  await listener.listening;
  dropped.length = 0;
  return { bus, dropped };
}

describe('the cache bus', () => {
  it('delivers keys published in a transaction on commit, and never on rollback', async () => {
    const { dropped } = await listeningBus();
    const publisher = new CacheBus();
    await expect(
      withTransaction(t.db, async (tx) => {
        await publisher.publish(tx, ['things:rolled-back']);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    await withTransaction(t.db, async (tx) => {
      await publisher.publish(tx, ['things:committed']);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(dropped).toEqual([]);
    });
    await expect.poll(() => dropped, { timeout: 1_000 }).toEqual(['committed']);
  });

  it('reconnects after its connection is killed, drops everything, and hears later edits', async () => {
    const { dropped } = await listeningBus();
    const killed = await t.db.execute<{ n: number }>(sql`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
    expect(killed.rows[0]!.n).toBeGreaterThan(0);
    await expect.poll(() => dropped.includes('(all)'), { timeout: 5_000 }).toBe(true);
    await new CacheBus().publish(t.db, ['things:after-restart']);
    await expect.poll(() => dropped.includes('after-restart'), { timeout: 2_000 }).toBe(true);
  });

  it('reads an unreadable payload as "drop everything"', () => {
    const bus = new CacheBus();
    const dropped: string[] = [];
    bus.on('things', (rest) => dropped.push(rest));
    bus.applyPayload('not json');
    bus.applyPayload(JSON.stringify(['things:1', '*']));
    expect(dropped).toEqual(['', '1', '']);
  });
});
