// The two-person rule held by the database itself: on every table where a second operator decides,
// a statement that makes the deciding operator the proposer is refused by a CHECK constraint,
// whatever code (or hand at a SQL prompt) writes it.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { withTransaction } from './client.ts';

let t: TestApp;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.execute<{ id: number }>(sql`select id from members order by id limit 1`);
  memberId = rows[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

/** Inserts a row, then runs `decide` on it; answers the constraint that refused it (null: accepted). Rolled back either way. */
async function constraintRefusing(insert: SQL, decide: (id: number) => SQL): Promise<string | null> {
  const rollback = new Error('rollback');
  const outcome = await withTransaction(t.db, async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(insert);
    await tx.execute(decide(Number(rows[0]!.id)));
    throw rollback;
  }).catch((error: unknown) => error);
  if (outcome === rollback) return null;
  const cause = ((outcome as { cause?: unknown }).cause ?? outcome) as { code?: string; constraint?: string };
  expect(cause.code, String(outcome)).toBe('23514');
  return cause.constraint ?? null;
}

describe('the database refuses an approver who is the proposer', () => {
  it('on ledger adjustments', async () => {
    const insert = sql`insert into ledger_adjustments (member_id, asset, direction, amount_minor, reason_code, note,
                                                       status, requested_by, requested_by_name)
                       values (${memberId}, 'CASH', 'credit', 100, 'goodwill', '', 'pending', 7, 'alice') returning id`;
    expect(
      await constraintRefusing(
        insert,
        (id) => sql`update ledger_adjustments set status = 'rejected', decided_by = requested_by where id = ${id}`,
      ),
    ).toBe('ledger_adjustments_four_eyes');
    expect(
      await constraintRefusing(
        insert,
        (id) => sql`update ledger_adjustments set status = 'rejected', decided_by = 8 where id = ${id}`,
      ),
    ).toBeNull();
  });

  it('on setting changes, where the proposer may still withdraw their own', async () => {
    const insert = sql`insert into setting_changes (key, value, proposed_by) values ('four-eyes-test', '1', 7) returning id`;
    expect(
      await constraintRefusing(
        insert,
        (id) => sql`update setting_changes set status = 'approved', decided_by = proposed_by where id = ${id}`,
      ),
    ).toBe('setting_changes_four_eyes');
    expect(
      await constraintRefusing(
        insert,
        (id) => sql`update setting_changes set status = 'rejected', decided_by = proposed_by where id = ${id}`,
      ),
    ).toBeNull();
  });

  it('on after-sales refunds, where the operator who approved may not also pay', async () => {
    const insert = sql`insert into after_sales (order_id, order_line_id, member_id, type, reason, quantity,
                                                refund_approved_by, refund_approved_at)
                       values (1, 1, ${memberId}, 'refund', 0, 1, 7, now()) returning id`;
    expect(
      await constraintRefusing(
        insert,
        (id) => sql`update after_sales set refunded_by = refund_approved_by, refunded_at = now() where id = ${id}`,
      ),
    ).toBe('after_sales_four_eyes');
    expect(
      await constraintRefusing(
        insert,
        (id) => sql`update after_sales set refunded_by = 8, refunded_at = now() where id = ${id}`,
      ),
    ).toBeNull();
  });

  it('on level raises, where the proposer may still withdraw their own', async () => {
    const insert = sql`insert into level_raises (member_id, from_level, to_level, reason, proposed_by)
                       values (${memberId}, 1, 2, 'four eyes', 7) returning id`;
    expect(
      await constraintRefusing(
        insert,
        (id) => sql`update level_raises set status = 'approved', decided_by = proposed_by where id = ${id}`,
      ),
    ).toBe('level_raises_four_eyes');
    expect(
      await constraintRefusing(
        insert,
        (id) => sql`update level_raises set status = 'rejected', decided_by = proposed_by where id = ${id}`,
      ),
    ).toBeNull();
  });
});
