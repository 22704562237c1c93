// The two-person helper on a table of its own: the proposer may not decide, nor an approver linked
// to them through a grant, and of two different approvers deciding at once exactly one does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { AppError } from '../lib/errors.ts';
import { withTransaction } from './client.ts';
import { approvalRefusals, twoPerson } from './two-person.ts';

const proposals = twoPerson({
  table: 'scratch_proposals',
  key: 'id',
  proposer: 'proposed_by',
  proposedAt: 'proposed_at',
  approver: 'decided_by',
  pending: sql`status = 'pending'`,
  refusals: approvalRefusals,
});

let t: TestApp;
const ids: Record<'alice' | 'bob' | 'carol' | 'dave', number> = { alice: 0, bob: 0, carol: 0, dave: 0 };

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    create table scratch_proposals (id serial primary key, status text not null default 'pending',
                                    proposed_by int not null, proposed_at timestamptz not null default now(),
                                    decided_by int, note text)`);
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
    const { rows } = await t.db.execute<{ id: number }>(sql`
      insert into operators (username, display_name, password_hash, roles)
      values (${`tp-${name}`}, ${name}, 'x', array['admin']) returning id`);
    ids[name] = rows[0]!.id;
  }
  // Alice made Dave's account: Dave never decides for Alice. Grants older than any proposal.
  await t.db.execute(sql`
    insert into operator_grants (operator_id, roles, proposed_by, granted_at)
    values (${ids.dave}, array['admin'], ${ids.alice}, now() - interval '1 day')`);
});
afterAll(async () => {
  await t?.close();
});

async function propose(by: number): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`insert into scratch_proposals (proposed_by) values (${by}) returning id`,
  );
  return rows[0]!.id;
}

async function refusalOf(promise: Promise<unknown>): Promise<string | null> {
  return promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.errorKey : Promise.reject(error)),
  );
}

describe('a two-person decision', () => {
  it('is made by a different, unlinked operator, writing the approver and the extra columns', async () => {
    const id = await propose(ids.alice);
    const row = await proposals.decide<{ decided_by: number; note: string }>(t.db, id, ids.bob, [
      sql`status = 'approved'`,
      sql`note = ${'fine'}`,
    ]);
    expect(row).toMatchObject({ decided_by: ids.bob, note: 'fine', status: 'approved' });
    expect(await refusalOf(proposals.decide(t.db, id, ids.carol))).toBe('APPROVAL_DECIDED');
  });

  it('refuses the proposer, a linked approver, and a row that does not exist', async () => {
    const id = await propose(ids.alice);
    expect(await refusalOf(proposals.decide(t.db, id, ids.alice))).toBe('APPROVAL_OWN');
    expect(await refusalOf(proposals.decide(t.db, id, ids.dave))).toBe('APPROVAL_LINKED');
    expect(await refusalOf(proposals.decide(t.db, id + 1000, ids.bob))).toBe('NOT_FOUND');
    const { rows } = await t.db.execute<{ decided_by: number | null }>(
      sql`select decided_by from scratch_proposals where id = ${id}`,
    );
    expect(rows[0]?.decided_by).toBeNull();
  });

  it('is made once when two approvers decide at the same moment', async () => {
    const id = await propose(ids.alice);
    const deciders = [ids.bob, ids.carol].map((approver) =>
      withTransaction(t.db, async (tx) => {
        await tx.execute(sql`select pg_sleep(0.05)`);
        return proposals.decide(tx, id, approver, [sql`status = 'approved'`]);
      }),
    );
    const results = await Promise.allSettled(deciders);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.map((result) => (result.reason as AppError).errorKey)).toEqual(['APPROVAL_DECIDED']);
    const { rows } = await t.db.execute<{ decided_by: number }>(
      sql`select decided_by from scratch_proposals where id = ${id}`,
    );
    expect([ids.bob, ids.carol]).toContain(rows[0]?.decided_by);
  });
});
