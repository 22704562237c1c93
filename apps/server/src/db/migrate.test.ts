// Nodes of a cluster may start at the same moment on a database that needs migrating: one of them
// migrates while the others wait, and every migration is applied once.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { connect } from './client.ts';
import { ensureDatabase } from './embedded.ts';
import { migrateAll, migrationOrder } from './migrate.ts';

it('applies every migration once when three processes start on an empty database together', async () => {
  const adminUrl = inject('pgAdminUrl');
  const database = `${inject('pgTemplate')}_t${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, database);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const connections = [1, 2, 3].map(() => connect(url.toString(), 2));
  try {
    const results = await Promise.allSettled(connections.map(({ db }) => migrateAll(db)));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    const { db } = connections[0]!;
    for (const name of migrationOrder) {
      const { rows } = await db.execute<{ all: number; distinct: number }>(
        sql.raw(`select count(*)::int as all, count(distinct hash)::int as distinct from drizzle.migrations_${name}`),
      );
      expect(rows[0]!.all, name).toBe(rows[0]!.distinct);
    }
  } finally {
    await Promise.all(connections.map((connection) => connection.close()));
  }
});
