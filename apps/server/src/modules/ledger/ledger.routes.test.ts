import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, adminLedger, member, memberWallet } from '@mall/contracts';
import { demoAdminToken, createMember, createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { auditLedger } from './ledger.audit.ts';

let t: TestApp;
let regular: string;
let vip: string;
let v730: string;
let admin: string;
let finance: string;
let vipId: number;

const login = async (username: string) =>
  (await t.ok(member.login, { body: { username, password: 'Demo@123456' } })).token;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  [regular, vip, v730] = await Promise.all([login('demo_regular'), login('demo_vip'), login('demo_v730')]);
  vipId = (await t.ok(member.getUser, { token: vip })).memberId;
  admin = await demoAdminToken(t);
  finance = await signedInOperator(t, { username: 'finance1', password: 'Finance@12345', roles: ['finance'] });
});
afterAll(() => t.close());

describe('the demo ledger', () => {
  it('passes the audit', async () => {
    const report = await auditLedger(t.db);
    expect(report.isClean).toBe(true);
    expect(report.transfers).toBeGreaterThan(30);
  });
});

describe('GET memberWallet/getBalance', () => {
  it('answers every balance as two-decimal strings and points as a whole number', async () => {
    const balance = await t.ok(memberWallet.getBalance, { token: vip });
    expect(balance).toEqual({
      withdrawableCash: '1417.28', // 1500.00 + bonuses 95.52 + 47.76 + 3.00 - order 129.00 - card 100.00
      nonWithdrawableCash: '256.00',
      totalCash: '1673.28',
      heldCash: '0.00',
      beans: '76.00', // 60.00 + PAC gift 10.00 + earned 5.00 + referral 3.00 - order 2.00
      heldBeans: '0.00',
      bonusCredit: '150.00',
      bonusCreditLow: true,
      discountCard: '665.00',
      vouchers: '7280.00',
      points: 970,
    });
    const rich = await t.ok(memberWallet.getBalance, { token: v730 });
    expect(rich.bonusCreditLow).toBe(false);
  });

  it('needs a login', async () => {
    const { status, envelope } = await t.call(memberWallet.getBalance);
    expect(status).toBe(401);
    expect(envelope.error).toBe('NO_POWER');
  });
});

describe('the histories', () => {
  it('pages beans newest first, with types and signed amounts, and filters by type', async () => {
    const all = await t.ok(memberWallet.queryBeansLogs, { token: vip, query: { pageSize: 3 } });
    expect(all.total).toBe(5);
    expect(all.hasMore).toBe(true);
    expect(all.list.map((line) => [line.type, line.amount])).toEqual([
      ['ORDER_PAYMENT', '-2.00'],
      ['BEANS_REFERRAL_REWARD', '+3.00'],
      ['BEANS_EARNED', '+5.00'],
    ]);
    const next = await t.ok(memberWallet.queryBeansLogs, {
      token: vip,
      query: { pageSize: 3, lastId: all.list.at(-1)!.id },
    });
    expect(next.list.map((line) => line.type)).toEqual(['BEANS_PAC_GIFT', 'OPENING_BALANCE']);
    expect(next.hasMore).toBe(false);
    const earned = await t.ok(memberWallet.queryBeansLogs, {
      token: vip,
      query: { type: 'BEANS_EARNED' },
      lang: 'zh_CN',
    });
    expect(earned.list).toEqual([expect.objectContaining({ type: 'BEANS_EARNED', typeName: '获得', amount: '+5.00' })]);
  });

  it('filters by month', async () => {
    const month = new Date().toISOString().slice(0, 7);
    expect((await t.ok(memberWallet.queryCashLogs, { token: vip, query: { month } })).total).toBeGreaterThan(0);
    expect((await t.ok(memberWallet.queryCashLogs, { token: vip, query: { month: '2001-01' } })).list).toEqual([]);
  });

  it('shows bonus logs, discount-card, voucher and points histories', async () => {
    const bonuses = await t.ok(memberWallet.queryBonusLogs, { token: vip });
    expect(bonuses.list.map((line) => line.type)).toEqual(['BONUS_GENERATION', 'BONUS_PAIRING', 'BONUS_DIRECT']);
    expect((await t.ok(memberWallet.queryBonusLogs, { token: regular })).list).toEqual([]);
    const card = await t.ok(memberWallet.queryDiscountCardLogs, { token: vip });
    expect(card.list.map((line) => [line.type, line.amount])).toEqual([
      ['DC_USE', '-35.00'],
      ['DC_PURCHASE', '+100.00'],
      ['OPENING_BALANCE', '+600.00'],
    ]);
    const vouchers = await t.ok(memberWallet.queryVoucherLogs, { token: vip, query: { type: 'ORDER_PAYMENT' } });
    expect(vouchers.list.map((line) => line.amount)).toEqual(['-20.00']);
    const points = await t.ok(memberWallet.queryPointsLogs, { token: vip });
    expect(points.list.map((line) => line.amount)).toEqual([-50, 120, 900]);
  });

  it('shows a member only their own lines', async () => {
    const stranger = await createMember(t.services, { username: 'wallet_stranger' });
    const token = (await t.ok(member.login, { body: { username: 'wallet_stranger', password: 'Demo@123456' } })).token;
    expect(await t.ok(memberWallet.getBalance, { token })).toMatchObject({ withdrawableCash: '0.00', points: 0 });
    const lines = await t.ok(memberWallet.queryCashLogs, { token, query: { memberId: vipId } as never });
    expect(lines.total).toBe(0);
    expect(stranger.id).not.toBe(vipId);
  });

  it('refuses a bad filter naming the field', async () => {
    const { status, envelope } = await t.call(memberWallet.queryBeansLogs, { token: vip, query: { type: 'DC_USE' } });
    expect(status).toBe(400);
    expect(envelope.message).toMatch(/^Type:/);
    const month = await t.call(memberWallet.queryCashLogs, { token: vip, query: { month: '2026-13' } });
    expect(month.status).toBe(400);
    expect(month.envelope.message).toMatch(/^Month:/);
  });
});

describe('the back office', () => {
  it("shows a member's balances and history to admin and finance, not to other roles", async () => {
    const balances = await t.ok(adminLedger.memberBalances, { token: finance, query: { memberId: vipId } });
    expect(balances).toMatchObject({ memberId: vipId, withdrawableCash: '1417.28', points: 970 });
    const history = await t.ok(adminLedger.memberHistory, {
      token: admin,
      query: { memberId: vipId, asset: 'POINTS' },
    });
    expect(history.list[0]).toMatchObject({
      kind: 'POINTS_REDEEMED',
      amount: '50',
      direction: 'out',
      counterparty: 'system:REVENUE',
    });
    const clerk = await signedInOperator(t, { username: 'clerk1', password: 'Clerk@123456', roles: ['operator'] });
    expect((await t.call(adminLedger.memberBalances, { token: clerk, query: { memberId: vipId } })).status).toBe(403);
    expect((await t.call(memberWallet.getBalance, { token: admin })).status).toBe(401);
  });

  it('applies a small adjustment at once, in the audit log', async () => {
    const adjustment = await t.ok(adminLedger.adjust, {
      token: finance,
      body: {
        memberId: vipId,
        asset: 'POINTS',
        direction: 'credit',
        amount: '30',
        reasonCode: 'COMPENSATION',
        note: 'late delivery',
        idempotencyKey: randomUUID(),
      },
    });
    expect(adjustment).toMatchObject({ status: 'applied', amount: '30', requestedByName: 'finance1' });
    expect((await t.ok(memberWallet.getBalance, { token: vip })).points).toBe(1_000);
    const log = await t.ok(adminAudit.page, { token: admin, query: { action: 'ledger.adjust' } });
    expect(log.list[0]).toMatchObject({ operatorName: 'finance1', targetId: String(adjustment.id) });
  });

  it('holds a large adjustment for a second, different operator', async () => {
    const pending = await t.ok(adminLedger.adjust, {
      token: finance,
      body: {
        memberId: vipId,
        asset: 'CASH',
        direction: 'credit',
        amount: '1000.01',
        reasonCode: 'CORRECTION',
        note: 'bank reconciliation',
        idempotencyKey: randomUUID(),
      },
    });
    expect(pending.status).toBe('pending');
    expect((await t.ok(memberWallet.getBalance, { token: vip })).withdrawableCash).toBe('1417.28');
    const self = await t.call(adminLedger.approveAdjustment, { token: finance, body: { id: pending.id } });
    expect(self.status).toBe(403);
    expect(self.envelope.error).toBe('ADJUSTMENT_SELF_APPROVAL');
    const approved = await t.ok(adminLedger.approveAdjustment, {
      token: admin,
      body: { id: pending.id, note: 'checked' },
    });
    expect(approved).toMatchObject({ status: 'applied', decidedByName: 'admin', decisionNote: 'checked' });
    expect((await t.ok(memberWallet.getBalance, { token: vip })).withdrawableCash).toBe('2417.29');
    const again = await t.call(adminLedger.rejectAdjustment, { token: finance, body: { id: pending.id } });
    expect(again.status).toBe(409);
    const log = await t.ok(adminAudit.page, { token: admin, query: { action: 'ledger.adjustment.approve' } });
    expect(log.list[0]).toMatchObject({
      operatorName: 'admin',
      before: { status: 'pending' },
      after: { status: 'applied' },
    });
  });

  it('rejects a pending adjustment without moving anything, and lists adjustments', async () => {
    const pending = await t.ok(adminLedger.adjust, {
      token: admin,
      body: {
        memberId: vipId,
        asset: 'BEANS',
        direction: 'debit',
        amount: '5000',
        reasonCode: 'OTHER',
        note: 'duplicate',
        idempotencyKey: randomUUID(),
      },
    });
    const rejected = await t.ok(adminLedger.rejectAdjustment, { token: finance, body: { id: pending.id } });
    expect(rejected.status).toBe('rejected');
    expect((await t.ok(memberWallet.getBalance, { token: vip })).beans).toBe('76.00');
    const list = await t.ok(adminLedger.adjustments, { token: admin, query: { memberId: vipId } });
    expect(list.list.map((row) => row.status)).toEqual(['rejected', 'applied', 'applied']);
  });

  it('refuses a debit the member cannot afford and fractional points', async () => {
    const debit = await t.call(adminLedger.adjust, {
      token: admin,
      body: {
        memberId: vipId,
        asset: 'CASH_GIFT',
        direction: 'debit',
        amount: '999.99',
        reasonCode: 'CORRECTION',
        note: 'x',
        idempotencyKey: randomUUID(),
      },
    });
    expect(debit.status).toBe(409);
    expect(debit.envelope.error).toBe('INSUFFICIENT_BALANCE');
    const points = await t.call(adminLedger.adjust, {
      token: admin,
      body: {
        memberId: vipId,
        asset: 'POINTS',
        direction: 'credit',
        amount: '1.5',
        reasonCode: 'CORRECTION',
        note: 'x',
        idempotencyKey: randomUUID(),
      },
    });
    expect(points.status).toBe(400);
    expect(points.envelope.message).toBe('Amount: Points must be a whole number');
    const nobody = await t.call(adminLedger.adjust, {
      token: admin,
      body: {
        memberId: 999_999,
        asset: 'CASH',
        direction: 'credit',
        amount: '1',
        reasonCode: 'CORRECTION',
        note: 'x',
        idempotencyKey: randomUUID(),
      },
    });
    expect(nobody.status).toBe(404);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('adjusts the discount card through its lots', async () => {
    await t.ok(adminLedger.adjust, {
      token: admin,
      body: {
        memberId: vipId,
        asset: 'DISCOUNT_CARD',
        direction: 'debit',
        amount: '65.00',
        reasonCode: 'CORRECTION',
        note: 'x',
        idempotencyKey: randomUUID(),
      },
    });
    expect((await t.ok(memberWallet.getBalance, { token: vip })).discountCard).toBe('600.00');
    const lots = await t.services.ledger.lots(t.db, vipId);
    expect(lots.reduce((sum, lot) => sum + lot.remainingMinor, 0)).toBe(60_000);
  });
});
