// Levels: a member reads their own level history; operators raise a level under the two-person
// rule (one proposes with a reason, another approves; audited; never lower), and of two approvers
// at once exactly one raises it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLevels, memberLevel } from '@mall/contracts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { createMember, createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { buyWithCash, demoMember, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';

let t: TestApp;
let regular: DemoBuyer;
const ops = { alice: '', bob: '', carol: '', finance: '' };
const opIds: Record<string, number> = {};

async function levelOf(memberId: number): Promise<number> {
  const { rows } = await t.db.execute<{ level: number }>(sql`select level from members where id = ${memberId}`);
  return rows[0]!.level;
}

async function operatorId(username: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(sql`select id from operators where username = ${username}`);
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  regular = await demoMember(t, 'demo_regular');
  for (const name of ['alice', 'bob', 'carol'] as const) {
    ops[name] = await signedInOperator(t, { username: `lv_${name}`, password: 'Passw0rd!x', roles: ['operator'] });
    opIds[name] = await operatorId(`lv_${name}`);
  }
  ops.finance = await signedInOperator(t, { username: 'lv_finance', password: 'Passw0rd!x', roles: ['finance'] });
});
afterAll(() => t.close());

describe('member/levelHistory', () => {
  it('pages the caller’s own level changes, newest first', async () => {
    const empty = await t.ok(memberLevel.levelHistory, { body: {}, token: regular.token });
    expect(empty).toEqual({ list: [], pageNum: 1, pageSize: 20, total: 0, hasMore: false });
    const order = await buyWithCash(t, regular, await skuOf(t, '199 VIP Membership Set'));
    await relayOnce(t.services);
    const raise = await t.ok(adminLevels.propose, {
      body: { memberId: regular.memberId, level: 3, reason: 'Event winner' },
      token: ops.alice,
    });
    await t.ok(adminLevels.approve, { body: { id: raise.id }, token: ops.bob });
    const first = await t.ok(memberLevel.levelHistory, { body: { pageSize: 1 }, token: regular.token });
    expect(first).toMatchObject({ pageNum: 1, pageSize: 1, total: 2, hasMore: true });
    expect(first.list).toEqual([
      expect.objectContaining({ fromLevel: 2, toLevel: 3, causeKind: 'operator', causeId: opIds.bob }),
    ]);
    const second = await t.ok(memberLevel.levelHistory, { body: { pageNum: 2, pageSize: 1 }, token: regular.token });
    expect(second.hasMore).toBe(false);
    expect(second.list).toEqual([
      expect.objectContaining({ fromLevel: 1, toLevel: 2, causeKind: 'set_order', causeId: order.orderId }),
    ]);
  });
});

describe('operator raise', () => {
  it('waits for a second operator, never the proposer, and is audited', async () => {
    const m = await createMember(t.services, { username: 'raise_one', mobile: '0812345681' });
    const raise = await t.ok(adminLevels.propose, {
      body: { memberId: m.id, level: 2, reason: 'Paid at the counter' },
      token: ops.alice,
    });
    expect(raise).toMatchObject({ status: 'pending', fromLevel: 1, toLevel: 2, proposedByName: 'lv_alice' });
    expect((await t.ok(adminLevels.pending, { token: ops.bob })).list.map((r) => r.id)).toContain(raise.id);
    expect(await levelOf(m.id)).toBe(1);

    const own = await t.call(adminLevels.approve, { body: { id: raise.id }, token: ops.alice });
    expect(own.envelope).toMatchObject({ success: false, error: 'APPROVAL_OWN' });
    const again = await t.call(adminLevels.propose, {
      body: { memberId: m.id, level: 3, reason: 'Second try' },
      token: ops.bob,
    });
    expect(again.envelope).toMatchObject({ success: false, error: 'LEVEL_RAISE_PENDING' });

    const approved = await t.ok(adminLevels.approve, { body: { id: raise.id, note: 'Receipt seen' }, token: ops.bob });
    expect(approved).toMatchObject({ status: 'approved', decidedByName: 'lv_bob', note: 'Receipt seen' });
    expect(await levelOf(m.id)).toBe(2);
    const history = await t.ok(adminLevels.history, { query: { memberId: m.id }, token: ops.carol });
    expect(history.changes).toEqual([
      expect.objectContaining({ fromLevel: 1, toLevel: 2, causeKind: 'operator', causeId: opIds.bob }),
    ]);
    expect(history.raises.map((r) => r.status)).toEqual(['approved']);
    const { rows } = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where target_type = 'member' and target_id = ${String(m.id)} order by id`,
    );
    expect(rows.map((row) => row.action)).toEqual(['levels.propose', 'levels.approve']);
  });

  it('never lowers a level nor proposes the level the member has', async () => {
    const m = await createMember(t.services, { username: 'raise_top', mobile: '0812345682', level: 3 });
    for (const level of [2, 3]) {
      const refused = await t.call(adminLevels.propose, {
        body: { memberId: m.id, level, reason: 'Lower it' },
        token: ops.alice,
      });
      expect(refused.envelope).toMatchObject({ success: false, error: 'LEVEL_NOT_HIGHER' });
    }
    const invalid = await t.call(adminLevels.propose, {
      body: { memberId: m.id, level: 1, reason: 'Lower it' },
      token: ops.alice,
    });
    expect(invalid.envelope.success).toBe(false);
    expect(await levelOf(m.id)).toBe(3);
  });

  it('is rejected without a change, and refuses a role that does not care for members', async () => {
    const m = await createMember(t.services, { username: 'raise_no', mobile: '0812345683' });
    const forbidden = await t.call(adminLevels.propose, {
      body: { memberId: m.id, level: 2, reason: 'Because' },
      token: ops.finance,
    });
    expect(forbidden.envelope).toMatchObject({ success: false, error: 'FORBIDDEN' });
    const raise = await t.ok(adminLevels.propose, {
      body: { memberId: m.id, level: 2, reason: 'Because' },
      token: ops.alice,
    });
    const rejected = await t.ok(adminLevels.reject, { body: { id: raise.id, note: 'No proof' }, token: ops.bob });
    expect(rejected.status).toBe('rejected');
    const late = await t.call(adminLevels.approve, { body: { id: raise.id }, token: ops.carol });
    expect(late.envelope).toMatchObject({ success: false, error: 'APPROVAL_DECIDED' });
    expect(await levelOf(m.id)).toBe(1);
  });

  it('of two approvers at once, exactly one raises the level', async () => {
    const m = await createMember(t.services, { username: 'raise_race', mobile: '0812345684' });
    const raise = await t.ok(adminLevels.propose, {
      body: { memberId: m.id, level: 2, reason: 'Race' },
      token: ops.alice,
    });
    const answers = await Promise.all(
      [ops.bob, ops.carol].map((token) => t.call(adminLevels.approve, { body: { id: raise.id }, token })),
    );
    expect(answers.filter((a) => a.envelope.success)).toHaveLength(1);
    expect(answers.filter((a) => a.envelope.error === 'APPROVAL_DECIDED')).toHaveLength(1);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from member_level_changes where member_id = ${m.id}`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await levelOf(m.id)).toBe(2);
  });

  it('is refused by the database when the approver is the proposer', async () => {
    const m = await createMember(t.services, { username: 'raise_db', mobile: '0812345685' });
    const raise = await t.ok(adminLevels.propose, {
      body: { memberId: m.id, level: 2, reason: 'By hand' },
      token: ops.alice,
    });
    const error = await t.db
      .execute(sql`update level_raises set status = 'approved', decided_by = proposed_by where id = ${raise.id}`)
      .catch((caught: unknown) => caught);
    const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    expect(cause).toMatchObject({ code: '23514', constraint: 'level_raises_four_eyes' });
  });
});
