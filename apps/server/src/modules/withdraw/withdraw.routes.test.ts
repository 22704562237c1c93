// Withdrawals through the API: every rule at apply, the hold and its release, two reviewers,
// payout batches (immutable once exported, transferred with fee and tax postings, or refused by
// the bank with the money back), ownership, private credentials, tax certificates, the report.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithdraw, member, withdraw } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { auditLedger } from '../ledger/index.ts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { createMember, createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';
import {
  applyBody,
  cashOf,
  credentialId,
  demoWithdrawer,
  key,
  systemCash,
  uploadFile,
  type Withdrawer,
} from './withdraw.test-support.ts';

let t: TestApp;
let v730: Withdrawer;
const ops = { first: '', second: '', admin: '', operator: '' };

async function signedIn(username: string): Promise<{ token: string; memberId: number }> {
  const row = await createMember(t.services, { username });
  const session = await t.ok(member.login, { body: { username, password: 'Demo@123456' } });
  return { token: session.token, memberId: row.id };
}

async function approvedTwice(id: number) {
  await t.ok(adminWithdraw.firstReview, { body: { id }, token: ops.first });
  return t.ok(adminWithdraw.secondReview, { body: { id }, token: ops.second });
}

async function rejectOpen(id: number) {
  await t.ok(adminWithdraw.reject, { body: { id, reason: 'test cleanup' }, token: ops.admin });
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  v730 = await demoWithdrawer(t);
  ops.first = await signedInOperator(t, { username: 'wd_fin1', password: 'Passw0rd!x', roles: ['finance'] });
  ops.second = await signedInOperator(t, { username: 'wd_fin2', password: 'Passw0rd!x', roles: ['finance'] });
  ops.admin = await signedInOperator(t, { username: 'wd_admin', password: 'Passw0rd!x', roles: ['admin'] });
  ops.operator = await signedInOperator(t, { username: 'wd_op', password: 'Passw0rd!x', roles: ['operator'] });
});
afterAll(() => t.close());

describe('withdraw/precheck and apply refusals', () => {
  it('tells a fresh member what is missing and refuses the application', async () => {
    const fresh = await signedIn('wd_fresh');
    const check = await t.ok(withdraw.precheck, { token: fresh.token });
    expect(check).toMatchObject({ missing: ['identity', 'bankCard', 'credentials'], minimum: '50.00', fee: '0.00' });
    const credential = await credentialId(t, fresh.token);
    const refused = await t.call(withdraw.apply, {
      body: { amount: '60', bankCardId: 1, credentialIds: [credential], idempotencyKey: key() },
      token: fresh.token,
    });
    expect(refused.envelope).toMatchObject({ success: false, error: 'WITHDRAW_NEEDS_IDENTITY' });
  });

  it('refuses below the minimum, above the balance, without credentials or with another member’s card', async () => {
    const { cash } = await cashOf(t, v730.memberId);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '49.99' }, 'WITHDRAW_MINIMUM'],
      [{ amount: ((cash + 1) / 100).toFixed(2) }, 'WITHDRAW_ABOVE_BALANCE'],
      [{ credentialIds: [999_999] }, 'WITHDRAW_NEEDS_CREDENTIALS'],
      [{ bankCardId: 999_999 }, 'WITHDRAW_NEEDS_CARD'],
    ];
    for (const [change, error] of cases) {
      const body = { ...(await applyBody(t, v730, '100.00')), ...change };
      const answer = await t.call(withdraw.apply, { body, token: v730.token });
      expect(answer.envelope, error).toMatchObject({ success: false, error });
    }
    expect((await cashOf(t, v730.memberId)).cash).toBe(cash);
  });
});

describe('apply, cancel and ownership', () => {
  it('holds the amount, allows one open application, replays a key, and cancel returns the money', async () => {
    const before = await cashOf(t, v730.memberId);
    const body = await applyBody(t, v730, '100.00');
    const applied = await t.ok(withdraw.apply, { body, token: v730.token });
    expect(applied).toMatchObject({ status: 'pending_review', amount: '100.00', net: '100.00' });
    expect(applied.serialNo).toMatch(/^W\d{8}\d{6}$/);
    expect(applied.accountNo).toMatch(/^\*\*\*\* \d{4}$/);
    expect(await cashOf(t, v730.memberId)).toEqual({ cash: before.cash - 10_000, held: before.held + 10_000 });
    expect((await t.ok(withdraw.apply, { body, token: v730.token })).id).toBe(applied.id);
    const second = await t.call(withdraw.apply, { body: await applyBody(t, v730, '60'), token: v730.token });
    expect(second.envelope).toMatchObject({ success: false, error: 'WITHDRAW_OPEN_EXISTS' });
    expect((await t.ok(withdraw.precheck, { token: v730.token })).missing).toContain('openApplication');

    const other = await signedIn('wd_other');
    expect((await t.call(withdraw.detail, { query: { id: applied.id }, token: other.token })).status).toBe(404);
    const stolen = await t.call(withdraw.cancel, { body: { id: applied.id }, token: other.token });
    expect(stolen.envelope).toMatchObject({ success: false, error: 'WITHDRAW_NOT_FOUND' });

    const cancelled = await t.ok(withdraw.cancel, { body: { id: applied.id }, token: v730.token });
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await cashOf(t, v730.memberId)).toEqual(before);
    const again = await t.call(withdraw.cancel, { body: { id: applied.id }, token: v730.token });
    expect(again.envelope).toMatchObject({ success: false, error: 'WITHDRAW_WRONG_STATE' });
  });

  it('keeps credentials private: signed links for the owner only, nothing without a valid signature', async () => {
    const applied = await t.ok(withdraw.apply, { body: await applyBody(t, v730, '50'), token: v730.token });
    const detail = await t.ok(withdraw.detail, { query: { id: applied.id }, token: v730.token });
    expect(detail.credentials).toHaveLength(1);
    const link = detail.credentials[0]!.url;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: link.replace(/signature=[^&]+/, 'signature=x') })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.split('?')[0]! })).statusCode).toBe(404);
    const page = await t.ok(withdraw.queryPage, { body: { pageSize: 1 }, token: v730.token });
    expect(page.list[0]).toMatchObject({ id: applied.id, status: 'pending_review' });
    await rejectOpen(applied.id);
  });
});

describe('reviews', () => {
  it('needs a different finance operator for the second review; rejection shows the reason and returns the money', async () => {
    const before = await cashOf(t, v730.memberId);
    const applied = await t.ok(withdraw.apply, { body: await applyBody(t, v730, '80'), token: v730.token });
    const early = await t.call(adminWithdraw.secondReview, { body: { id: applied.id }, token: ops.second });
    expect(early.envelope).toMatchObject({ success: false, error: 'WITHDRAW_WRONG_STATE' });
    expect((await t.call(adminWithdraw.firstReview, { body: { id: applied.id }, token: ops.operator })).status).toBe(
      403,
    );
    await t.ok(adminWithdraw.firstReview, { body: { id: applied.id }, token: ops.first });
    const same = await t.call(adminWithdraw.secondReview, { body: { id: applied.id }, token: ops.first });
    expect(same.envelope).toMatchObject({ success: false, error: 'WITHDRAW_SAME_REVIEWER' });
    const admin = await t.call(adminWithdraw.secondReview, { body: { id: applied.id }, token: ops.admin });
    expect(admin.status).toBe(403);
    // The database refuses it too, whatever writes the row.
    await expect(
      t.db.execute(sql`update withdrawals set second_reviewed_by = first_reviewed_by where id = ${applied.id}`),
    ).rejects.toThrow();
    const cancel = await t.call(withdraw.cancel, { body: { id: applied.id }, token: v730.token });
    expect(cancel.envelope).toMatchObject({ success: false, error: 'WITHDRAW_WRONG_STATE' });

    const rejected = await t.ok(adminWithdraw.reject, {
      body: { id: applied.id, reason: 'Credentials unreadable' },
      token: ops.admin,
    });
    expect(rejected).toMatchObject({ status: 'rejected', remark: 'Credentials unreadable' });
    const seen = await t.ok(withdraw.detail, { query: { id: applied.id }, token: v730.token });
    expect(seen).toMatchObject({ status: 'rejected', remark: 'Credentials unreadable' });
    expect(seen.rejectedAt).not.toBeNull();
    expect(await cashOf(t, v730.memberId)).toEqual(before);
  });
});

describe('payout batches', () => {
  it('exports, stays fixed, completes with fee and tax postings, and a bank refusal returns the money', async () => {
    await withTransaction(t.db, (tx) =>
      t.services.settings.seed(tx, { withdrawRules: { minimumMinor: 5_000, feeMinor: 500, taxRateBp: 300 } }),
    );
    const start = await cashOf(t, v730.memberId);
    const [payout, fee, tax] = [
      await systemCash(t, 'PAYOUT'),
      await systemCash(t, 'WITHDRAWAL_FEE'),
      await systemCash(t, 'WITHHOLDING_TAX'),
    ];
    const applied = await t.ok(withdraw.apply, { body: await applyBody(t, v730, '200.00'), token: v730.token });
    expect(applied).toMatchObject({ amount: '200.00', fee: '5.00', tax: '6.00', net: '189.00' });
    await approvedTwice(applied.id);
    const batch = await t.ok(adminWithdraw.batchExport, { body: {}, token: ops.first });
    expect(batch).toMatchObject({ status: 'exported', itemCount: 1, total: '189.00' });
    expect(batch.items[0]).toMatchObject({ id: applied.id, status: 'pending_transfer' });
    const empty = await t.call(adminWithdraw.batchExport, { body: {}, token: ops.first });
    expect(empty.envelope).toMatchObject({ success: false, error: 'WITHDRAW_NOTHING_TO_EXPORT' });

    const kbank = await t.ok(adminWithdraw.batchDownload, {
      query: { id: batch.id, format: 'kbank' },
      token: ops.first,
    });
    expect(kbank.content.split('\r\n')[1]).toMatch(/^D,1,\d{3},\d+,.+,189\.00,W\d+,THB$/);
    const generic = await t.ok(adminWithdraw.batchDownload, {
      query: { id: batch.id, format: 'generic' },
      token: ops.first,
    });
    expect(generic.content).toContain('200.00,5.00,6.00,189.00');

    // What was exported cannot change.
    await expect(t.db.execute(sql`update withdrawals set amount_minor = 1 where id = ${applied.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`update withdrawals set batch_id = null where id = ${applied.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`update payout_batches set total_minor = 1 where id = ${batch.id}`)).rejects.toThrow();
    const late = await t.call(adminWithdraw.reject, { body: { id: applied.id, reason: 'too late' }, token: ops.admin });
    expect(late.envelope).toMatchObject({ success: false, error: 'WITHDRAW_WRONG_STATE' });

    const done = await t.ok(adminWithdraw.batchTransferred, {
      body: { id: batch.id, bankReference: 'KB-20261129-01' },
      token: ops.second,
    });
    expect(done).toMatchObject({ status: 'transferred', bankReference: 'KB-20261129-01' });
    const member = await t.ok(withdraw.detail, { query: { id: applied.id }, token: v730.token });
    expect(member).toMatchObject({ status: 'completed' });
    expect(member.paidAt).not.toBeNull();
    expect(await cashOf(t, v730.memberId)).toEqual({ cash: start.cash - 20_000, held: start.held });
    expect(await systemCash(t, 'PAYOUT')).toBe(payout + 18_900);
    expect(await systemCash(t, 'WITHDRAWAL_FEE')).toBe(fee + 500);
    expect(await systemCash(t, 'WITHHOLDING_TAX')).toBe(tax + 600);
    const twice = await t.call(adminWithdraw.batchTransferred, {
      body: { id: batch.id, bankReference: 'again' },
      token: ops.second,
    });
    expect(twice.envelope).toMatchObject({ success: false, error: 'WITHDRAW_BATCH_CLOSED' });
    const { rows } = await t.db.execute<{ n: string }>(
      sql`select count(*) as n from outbox where topic = 'withdrawal.completed' and key = ${String(applied.id)}`,
    );
    expect(Number(rows[0]!.n)).toBe(1);

    // The bank refuses an item of the next batch: rejected with its reason, the money back.
    const next = await t.ok(withdraw.apply, { body: await applyBody(t, v730, '100'), token: v730.token });
    await approvedTwice(next.id);
    const second = await t.ok(adminWithdraw.batchExport, { body: { ids: [next.id] }, token: ops.first });
    const before = await cashOf(t, v730.memberId);
    const refused = await t.ok(adminWithdraw.batchRejectItem, {
      body: { id: next.id, reason: 'Account closed' },
      token: ops.first,
    });
    expect(refused).toMatchObject({ status: 'rejected', remark: 'Account closed', batchId: second.id });
    expect(await cashOf(t, v730.memberId)).toEqual({ cash: before.cash + 10_000, held: before.held - 10_000 });
    const closed = await t.ok(adminWithdraw.batchTransferred, {
      body: { id: second.id, bankReference: 'KB-2' },
      token: ops.first,
    });
    expect(closed.items[0]).toMatchObject({ status: 'rejected' });
    await withTransaction(t.db, (tx) =>
      t.services.settings.seed(tx, { withdrawRules: { minimumMinor: 5_000, feeMinor: 0, taxRateBp: 0 } }),
    );
  });

  it('refuses batch calls to a reviewer without the finance role', async () => {
    expect((await t.call(adminWithdraw.batchExport, { body: {}, token: ops.admin })).status).toBe(403);
    expect((await t.call(adminWithdraw.batchPage, { query: {}, token: ops.operator })).status).toBe(403);
  });
});

describe('tax certificates and the report', () => {
  it('records a request that finance answers with a file the member downloads', async () => {
    const asked = await t.ok(withdraw.taxRequest, {
      body: { year: 2026, remark: 'for my tax return' },
      token: v730.token,
    });
    expect(asked).toMatchObject({ status: 'pending', certificate: null });
    const answer = await uploadFile(t, adminWithdraw.taxRequestAnswer.path, ops.first, { id: String(asked.id) });
    expect(answer).toMatchObject({ success: true });
    const [mine] = await t.ok(withdraw.taxRequestList, { token: v730.token });
    expect(mine).toMatchObject({ id: asked.id, status: 'answered' });
    expect((await t.app.inject({ method: 'GET', url: mine!.certificate!.url })).statusCode).toBe(200);
    const twice = await uploadFile(t, adminWithdraw.taxRequestAnswer.path, ops.first, { id: String(asked.id) });
    expect(twice).toMatchObject({ success: false, error: 'TAX_REQUEST_ANSWERED' });
  });

  it('takes a PDF certificate as it is, served privately as a PDF; a file neither PDF nor image is refused', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const asked = await t.ok(withdraw.taxRequest, { body: { year: 2025, remark: 'as a PDF' }, token: v730.token });
    const text = { bytes: Buffer.from('not a certificate'), filename: 'c.txt', type: 'text/plain' };
    const refused = await uploadFile(t, adminWithdraw.taxRequestAnswer.path, ops.first, { id: String(asked.id) }, text);
    expect(refused).toMatchObject({ success: false, error: 'TAX_CERTIFICATE_INVALID' });
    const file = { bytes: pdf, filename: 'certificate.pdf', type: 'application/pdf' };
    const answer = await uploadFile(t, adminWithdraw.taxRequestAnswer.path, ops.first, { id: String(asked.id) }, file);
    expect(answer).toMatchObject({ success: true });
    const mine = (await t.ok(withdraw.taxRequestList, { token: v730.token })).find((row) => row.id === asked.id);
    const served = await t.app.inject({ method: 'GET', url: mine!.certificate!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const forged = mine!.certificate!.url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it('totals each day and leaves the ledger audit clean', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [day] = await t.ok(adminWithdraw.report, { query: { from: today, to: today }, token: ops.admin });
    expect(day).toMatchObject({ day: today, completedCount: 1, completed: '200.00', fee: '5.00', tax: '6.00' });
    expect(day!.appliedCount).toBeGreaterThanOrEqual(4);
    expect(day!.rejectedCount).toBeGreaterThanOrEqual(2);
    // Every back-office step is in the audit log.
    const { rows } = await t.db.execute<{ action: string }>(
      sql`select distinct action from audit_log where action like 'withdraw.%' order by action`,
    );
    expect(rows.map((row) => row.action)).toEqual([
      'withdraw.batchDownload',
      'withdraw.batchExport',
      'withdraw.batchRejectItem',
      'withdraw.batchTransferred',
      'withdraw.firstReview',
      'withdraw.reject',
      'withdraw.secondReview',
      'withdraw.taxAnswer',
    ]);
    await relayOnce(t.services);
    const audit = await auditLedger(t.db);
    expect(audit.isClean).toBe(true);
  });
});
