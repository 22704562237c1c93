// Members claiming coupons: what is offered to whom, the per-member and total limits taken under
// races, the level scope, and a resent key answering the first claim.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCoupon, coupon, member } from '@mall/contracts';
import { createMember, createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;

async function login(username: string, level = 1): Promise<{ id: number; token: string }> {
  const created = await createMember(t.services, { username, level });
  const { token } = await t.ok(member.login, { body: { username, password: 'Demo@123456' } });
  return { id: created.id, token };
}

async function template(body: Record<string, unknown>): Promise<number> {
  const base = { name: { zh_CN: '领券', en_US: 'Claim me' }, kind: 'amountOff', amount: '5', validDays: 30 };
  return (await t.ok(adminCoupon.template.save, { body: { ...base, ...body }, token: admin, json: true })).id;
}

/** `count` members made in one insert, each with a session: only the claims race. */
async function many(prefix: string, count: number): Promise<{ id: number; token: string }[]> {
  await login(`${prefix}root`);
  const created = await t.db.execute<{ id: number }>(sql`
    insert into members (username, password_hash, nickname, invite_code, level, sponsor_id)
    select ${prefix} || n, 'not-a-password', ${prefix} || n, upper(${prefix}) || n, 1::smallint,
           (select id from members where sponsor_id is null limit 1)
    from generate_series(1, ${count}) n
    returning id`);
  const result: { id: number; token: string }[] = [];
  for (const { id } of created.rows) {
    result.push({ id: Number(id), token: (await t.services.members.openSessionFor(t.db, Number(id))).token });
  }
  return result;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t, { username: 'claims_admin', password: 'Admin@123456', roles: ['admin'] });
});
afterAll(() => t.close());

describe('coupon/available and coupon/claim', () => {
  it('offers claimable templates within the limits, and refuses a second claim past the per-member limit', async () => {
    const shopper = await login('claim_once');
    const once = await template({ claimable: true, perMemberLimit: 1 });
    const hidden = await template({ claimable: false });
    const offered = await t.ok(coupon.available, { token: shopper.token });
    expect(offered.list.map((row) => row.templateId)).toContain(once);
    expect(offered.list.map((row) => row.templateId)).not.toContain(hidden);
    expect(offered.list.find((row) => row.templateId === once)).toMatchObject({
      amount: '5.00',
      claimed: 0,
      perMemberLimit: 1,
      remaining: null,
    });

    const first = await t.ok(coupon.claim, { body: { templateId: once }, token: shopper.token });
    expect(first).toMatchObject({ created: true, coupon: { state: 'unused', amount: '5.00' } });
    const second = await t.call(coupon.claim, { body: { templateId: once }, token: shopper.token, lang: 'en_US' });
    expect(second.envelope).toMatchObject({
      success: false,
      error: 'COUPON_CLAIM_LIMIT',
      message: 'You have already claimed this coupon',
    });
    const after = await t.ok(coupon.available, { token: shopper.token });
    expect(after.list.map((row) => row.templateId)).not.toContain(once);
    const mine = await t.ok(coupon.myPage, { token: shopper.token });
    expect(mine.list.map((row) => row.id)).toEqual([first.coupon.id]);

    const notOffered = await t.call(coupon.claim, { body: { templateId: hidden }, token: shopper.token });
    expect(notOffered.envelope).toMatchObject({ success: false, error: 'COUPON_NOT_FOUND' });
  });

  it('answers a resent key with the first coupon, taking the limits once', async () => {
    const shopper = await login('claim_resend');
    const twice = await template({ claimable: true, perMemberLimit: 2, totalLimit: 5 });
    const body = { templateId: twice, idempotencyKey: 'claim-resend-1' };
    const [a, b] = await Promise.all([
      t.ok(coupon.claim, { body, token: shopper.token }),
      t.ok(coupon.claim, { body, token: shopper.token }),
    ]);
    expect(a.coupon.id).toBe(b.coupon.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    const replay = await t.ok(coupon.claim, { body, token: shopper.token });
    expect(replay).toMatchObject({ created: false, coupon: { id: a.coupon.id } });
    const [row] = (await t.ok(coupon.available, { token: shopper.token })).list.filter((r) => r.templateId === twice);
    expect(row).toMatchObject({ claimed: 1, remaining: 4 });
    const reused = await t.call(coupon.claim, {
      body: { templateId: await template({ claimable: true }), idempotencyKey: 'claim-resend-1' },
      token: shopper.token,
    });
    expect(reused.envelope).toMatchObject({ success: false, error: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('keeps a level-scoped coupon for members of that level or above', async () => {
    const regular = await login('claim_regular', 1);
    const vip = await login('claim_vip', 2);
    const vipOnly = await template({ claimable: true, minLevel: 2 });
    expect((await t.ok(coupon.available, { token: regular.token })).list.map((r) => r.templateId)).not.toContain(
      vipOnly,
    );
    const refused = await t.call(coupon.claim, { body: { templateId: vipOnly }, token: regular.token, lang: 'en_US' });
    expect(refused.envelope).toMatchObject({ success: false, error: 'COUPON_LEVEL_TOO_LOW', code: 403 });
    expect((await t.ok(coupon.available, { token: vip.token })).list.map((r) => r.templateId)).toContain(vipOnly);
    expect((await t.ok(coupon.claim, { body: { templateId: vipOnly }, token: vip.token })).created).toBe(true);
  });

  it('gives exactly 10 of 64 concurrent claims of a coupon limited to 10 in all', async () => {
    const ten = await template({ claimable: true, totalLimit: 10 });
    const shoppers = await many('claim_race_', 64);
    const answers = await Promise.all(
      shoppers.map((shopper) => t.call(coupon.claim, { body: { templateId: ten }, token: shopper.token })),
    );
    const won = answers.filter((answer) => answer.envelope.success);
    const lost = answers.filter((answer) => !answer.envelope.success);
    expect(won).toHaveLength(10);
    expect(new Set(lost.map((answer) => (answer.envelope as { error: string }).error))).toEqual(
      new Set(['COUPON_CLAIMED_OUT']),
    );
    const { rows } = await t.db.execute<{ coupons: number; claimed: number }>(sql`
      select (select count(*)::int from member_coupons where template_id = ${ten}) as coupons,
             (select claimed_count from coupon_templates where id = ${ten}) as claimed`);
    expect(rows[0]).toEqual({ coupons: 10, claimed: 10 });
    const late = await login('claim_race_late');
    expect((await t.ok(coupon.available, { token: late.token })).list.map((r) => r.templateId)).not.toContain(ten);
  });
});

describe('the back office', () => {
  it('grants a template to a list of members with a progress report, and lists the claims', async () => {
    const a = await login('grant_a');
    const b = await login('grant_b');
    const gift = await template({ claimable: true });
    const grant = await t.ok(adminCoupon.grant, {
      body: { templateId: gift, targets: `${a.id}\n${b.id}, 13800009999\n${a.id}` },
      token: admin,
    });
    expect(grant).toMatchObject({ templateId: gift, total: 3, done: 2, failed: 1, status: 'finished' });
    expect(grant.failures).toEqual([{ target: '13800009999', reason: 'No member with this mobile or id' }]);
    expect((await t.ok(coupon.myPage, { token: a.token })).list.map((row) => row.name)).toContain('Claim me');
    expect((await t.ok(adminCoupon.grants, { token: admin })).list[0]).toMatchObject({ id: grant.id, done: 2 });

    await t.ok(coupon.claim, { body: { templateId: gift }, token: b.token });
    const claims = await t.ok(adminCoupon.claims, { query: { templateId: gift }, token: admin });
    expect(claims.list).toEqual([expect.objectContaining({ memberId: b.id, templateId: gift, claimed: 1 })]);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action in ('coupon.grant', 'coupon.issue')`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(4);
    const shopper = await t.call(adminCoupon.grants, { token: a.token });
    expect(shopper.envelope).toMatchObject({ success: false });
  });
});
