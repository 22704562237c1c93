// Loading the regions into an empty table, as a first start does, on a database that ends any
// session left idle in a transaction after a second: the data packages must be read before the
// transaction opens, or a busy machine's slow read gets the loading session ended.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ensureRegions } from './index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
});

afterAll(async () => {
  await t?.close();
});

describe('loading the regions at first start', () => {
  it('reads the data packages outside its transaction, so a short idle-in-transaction limit cannot end it', async () => {
    await t.db.execute(sql`truncate regions cascade`);
    const strict = connect(t.databaseUrl, 2, 15_000, { idleInTransactionTimeoutMs: 1_000 });
    try {
      const loaded = await ensureRegions(strict.db);
      expect(loaded).toBeGreaterThan(1000);
      expect(await ensureRegions(strict.db)).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
