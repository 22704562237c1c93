// The events module took over the outbox table the orders module created: on a shop upgraded from
// before, the table and its rows stay as they were, and the relay takes them from there.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { expect, inject, it } from 'vitest';
import { connect } from '../../db/client.ts';
import { ensureDatabase } from '../../db/embedded.ts';
import { migrateAll, migrationOrder } from '../../db/migrate.ts';

const modulesDir = path.resolve(import.meta.dirname, '..');
/** The orders migration that gave the outbox to the events module. */
const HANDOVER = '0004_smart_alex_wilder';

/** The orders migrations as they were before the hand-over. */
async function ordersBefore(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'mall-orders-before-'));
  await cp(path.join(modulesDir, 'orders', 'migrations'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === HANDOVER);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

it('keeps the outbox and its rows when a shop from before the events module upgrades', async () => {
  const adminUrl = inject('pgAdminUrl');
  const database = `${inject('pgTemplate')}_t${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, database);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const connection = connect(url.toString(), 2);
  const before = await ordersBefore();
  try {
    const { db } = connection;
    await db.execute(sql`create schema if not exists drizzle`);
    for (const name of migrationOrder.slice(0, migrationOrder.indexOf('orders') + 1)) {
      const migrationsFolder = name === 'orders' ? before : path.join(modulesDir, name, 'migrations');
      await migrate(db, { migrationsFolder, migrationsTable: `migrations_${name}`, migrationsSchema: 'drizzle' });
    }
    await db.execute(
      sql`insert into outbox (topic, key, payload) values ('order.mp_activated', '42', '{"orderId": 42, "rewardMp": 40}')`,
    );

    await migrateAll(db);
    const { rows } = await db.execute<{ topic: string; key: string; payload: unknown; published_at: Date | null }>(
      sql`select topic, key, payload, published_at from outbox`,
    );
    expect(rows).toEqual([
      { topic: 'order.mp_activated', key: '42', payload: { orderId: 42, rewardMp: 40 }, published_at: null },
    ]);
    const deliveries = await db.execute<{ n: number }>(sql`select count(*)::int as n from event_deliveries`);
    expect(deliveries.rows[0]!.n).toBe(0);
  } finally {
    await connection.close();
    await rm(before, { recursive: true, force: true });
  }
});
