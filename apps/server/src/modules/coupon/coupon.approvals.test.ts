// Coupon value is money: a template worth more than the settings' limit, and issues past the
// day's total, wait for a second operator with the finance role, never the proposer; racing
// approvals issue once, and every issue is audited with its value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, adminCoupon, type OperatorRole } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createMember, createTestApp, demoAdminToken, signedInOperator, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let seq = 0;

const staff = (roles: OperatorRole[]) =>
  signedInOperator(t, { username: `coupon_staff_${++seq}`, password: 'Coupons@12345', roles });

async function template(token: string, body: Record<string, unknown>) {
  const base = { name: { zh_CN: '大额券', en_US: 'Big coupon' }, validDays: 30 };
  return t.ok(adminCoupon.template.save, { body: { ...base, ...body }, token, json: true });
}

const issue = (token: string, memberId: number, templateId: number, key: string) =>
  t.call(adminCoupon.issue, { body: { memberId, templateId, key }, token });

const held = async (memberId: number) =>
  Number((await t.pool.query('select count(*) from member_coupons where member_id = $1', [memberId])).rows[0].count);

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await demoAdminToken(t);
  // Templates above 500.00, and an operator's issues past 2,000.00 a day, need finance.
  await withTransaction(t.db, (tx) =>
    t.services.settings.update(
      tx,
      'couponRules',
      { templateApprovalMinor: 500_00, dailyIssueApprovalMinor: 2_000_00 },
      null,
    ),
  );
});
afterAll(() => t.close());

describe('a coupon template above the limit', () => {
  it('cannot be issued until a finance operator other than its author approves it', async () => {
    const author = await staff(['operator', 'finance']);
    const finance = await staff(['finance']);
    const memberId = (await createMember(t.services, { username: 'big_coupon_holder' })).id;
    const saved = await template(author, { kind: 'amountOff', amount: '9000' });
    expect(saved.approval).toBe('pending');
    const early = await issue(author, memberId, saved.id, 'big-coupon-early');
    expect(early.status).toBe(409);
    expect(early.envelope.error).toBe('COUPON_NOT_APPROVED');
    const own = await t.call(adminCoupon.approveTemplate, { token: author, body: { id: saved.id } });
    expect(own.status).toBe(403);
    expect(own.envelope.error).toBe('APPROVAL_OWN');
    const byOperator = await t.call(adminCoupon.approveTemplate, { token: admin, body: { id: saved.id } });
    expect(byOperator.status).toBe(403);
    expect((await t.ok(adminCoupon.approveTemplate, { token: finance, body: { id: saved.id } })).approval).toBe(
      'approved',
    );
    // Approved, one 9,000.00 coupon is still past the day's total: it waits too.
    const issued = await issue(author, memberId, saved.id, 'big-coupon-later');
    expect(issued.envelope.result).toMatchObject({ status: 'pending', couponId: null });
    expect(await held(memberId)).toBe(0);
  });

  it('goes back to waiting when an approved template is raised above the limit', async () => {
    const author = await staff(['operator']);
    const finance = await staff(['finance']);
    const saved = await template(author, { kind: 'amountOff', amount: '10' });
    expect(saved.approval).toBe('approved');
    const raised = await template(author, { id: saved.id, kind: 'percentOff', percent: 90 });
    expect(raised.approval).toBe('pending');
    await t.ok(adminCoupon.rejectTemplate, { token: finance, body: { id: saved.id } });
    const list = await t.ok(adminCoupon.template.list, { token: author });
    expect(list.find((row) => row.id === saved.id)).toMatchObject({ approval: 'rejected', isActive: false });
  });
});

describe("an operator's issues past the day's total", () => {
  it('wait for finance, are audited with their value, and eight racing approvals issue once', async () => {
    const issuer = await staff(['operator']);
    const finances = await Promise.all(Array.from({ length: 8 }, () => staff(['finance'])));
    const memberId = (await createMember(t.services, { username: 'many_coupons' })).id;
    const hundred = await template(issuer, { kind: 'amountOff', amount: '100' });
    for (let n = 1; n <= 20; n++) {
      const answer = await issue(issuer, memberId, hundred.id, `hundred-${n}`);
      expect(answer.envelope.result).toMatchObject({ status: 'issued' });
    }
    const over = await issue(issuer, memberId, hundred.id, 'hundred-21');
    expect(over.envelope.result).toMatchObject({ status: 'pending', couponId: null });
    const issueId = over.envelope.result!.issueId;
    expect(await held(memberId)).toBe(20);

    const own = await t.call(adminCoupon.approveIssue, { token: issuer, body: { id: issueId } });
    expect(own.status).toBe(403);
    const waiting = await t.ok(adminCoupon.approvals, { token: finances[0]! });
    expect(waiting.issues.find((row) => row.id === issueId)).toMatchObject({ value: '100.00', memberId });
    const answers = await Promise.all(
      finances.map((token) => t.call(adminCoupon.approveIssue, { token, body: { id: issueId } })),
    );
    expect(answers.filter((answer) => answer.envelope.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.envelope.error === 'APPROVAL_DECIDED')).toHaveLength(7);
    expect(await held(memberId)).toBe(21);

    const log = await t.ok(adminAudit.page, { token: admin, query: { action: 'coupon.issue', pageSize: 50 } });
    const mine = log.list.filter((entry) => (entry.after as { memberId?: number }).memberId === memberId);
    expect(mine).toHaveLength(21);
    expect(mine.every((entry) => (entry.after as { value?: string }).value === '100.00')).toBe(true);
  });
});
