// The one pattern every service follows: inside a transaction, work goes through the transaction
// handle. A second pool connection taken while one is held would starve the pool under load.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { NestedConnectionError, withTransaction } from './client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a call holding a transaction', () => {
  it('is refused a second pool connection at once', async () => {
    const attempt = withTransaction(t.db, async () => {
      await t.db.execute(sql`select 1`);
    });
    // Drizzle wraps the driver's refusal in its query error.
    const error: unknown = await attempt.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect((error as { cause?: unknown })?.cause ?? error).toBeInstanceOf(NestedConnectionError);
  });

  it('works through its transaction handle, and the pool serves again once it ends', async () => {
    const inside = await withTransaction(t.db, async (tx) => (await tx.execute(sql`select 1 as one`)).rows[0]);
    expect(inside).toEqual({ one: 1 });
    expect((await t.db.execute(sql`select 2 as two`)).rows[0]).toEqual({ two: 2 });
  });
});
