import path from 'node:path';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

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

/** Applies every module's pending migrations; an advisory lock keeps parallel starts apart. */
export async function migrateAll(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create schema if not exists drizzle`);
  });
  for (const moduleName of migrationOrder) {
    const migrationsFolder = path.join(modulesDir, moduleName, 'migrations');
    if (!existsSync(migrationsFolder)) continue;
    await migrate(db, { migrationsFolder, migrationsTable: `migrations_${moduleName}`, migrationsSchema: 'drizzle' });
  }
}
