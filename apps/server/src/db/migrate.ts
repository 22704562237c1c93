import path from 'node:path';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { withConnection, type Db } from './client.ts';

const modulesDir = path.resolve(import.meta.dirname, '../modules');

/**
 * Modules own their tables and migrations; they are applied in this order because later
 * modules reference earlier ones (every module that names a member comes after `member`).
 */
export const migrationOrder = [
  'settings',
  'member',
  'network',
  'ledger',
  'catalog',
  'verify',
  'oauth',
  'operator',
  'levels',
  'audit',
  'identity',
  'address',
  'cart',
  'coupon',
  'welfare',
  'orders',
  'payment',
  'review',
  'aftersale',
  'sharing',
  'bonus',
  'support',
  'beans',
  'giftcard',
  'timeline',
  'notice',
  'withdraw',
  'discountcard',
  'campaign',
  // Takes over the outbox table the orders module created, rows and all.
  'events',
] as const;

const MIGRATION_LOCK = 7_301_001;

/**
 * Applies every module's pending migrations. Processes starting together (a cluster's nodes) are
 * kept apart by one advisory lock held by the session that applies them all: a lock taken in a
 * transaction of its own would be gone before the first migration ran.
 */
export async function migrateAll(db: Db): Promise<void> {
  await withConnection(db, async (session) => {
    // Waiting for another process's migrations may take longer than any one statement may.
    await session.execute(sql`set statement_timeout = 0`);
    await session.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await session.execute(sql`reset statement_timeout`);
    try {
      await session.execute(sql`create schema if not exists drizzle`);
      for (const moduleName of migrationOrder) {
        const migrationsFolder = path.join(modulesDir, moduleName, 'migrations');
        if (!existsSync(migrationsFolder)) continue;
        await migrate(session, {
          migrationsFolder,
          migrationsTable: `migrations_${moduleName}`,
          migrationsSchema: 'drizzle',
        });
      }
    } finally {
      await session.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
