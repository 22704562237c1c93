// The beans market through its calls: who may sell to whom, the hold at create, cancel and expiry
// returning it, a cash payment moving beans and money once, ownership, the back office's
// force-cancel and distributors; the ledger audit stays clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBeans, beans, memberWallet, pay } from '@mall/contracts';
import { createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { key, sell, sellerAndFriend, trader } from '../../../test/beans-support.ts';
import { credit } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';
import { expireSellOrders } from './index.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signedInOperator(t, { username: 'beansfin', password: 'Finance@12345', roles: ['finance'] });
});
afterAll(() => t.close());

async function balance(token: string) {
  return t.ok(memberWallet.getBalance, { token });
}

describe('selling beans', () => {
  it('refuses a seller below VIP and a buyer who is neither friend nor upline', async () => {
    const regular = await trader(t, 1);
    await credit(t, regular.memberId, 'BEANS', 10_000);
    const friendOfRegular = await trader(t, 1, regular.memberId);
    const refused = await sell(t, regular, friendOfRegular);
    expect(refused.envelope.error).toBe('BEANS_SELLER_NOT_VIP');

    const { seller } = await sellerAndFriend(t);
    const stranger = await trader(t, 1);
    expect((await sell(t, seller, stranger)).envelope.error).toBe('BEANS_NOT_FRIEND');
  });

  it('sells to an upline named by mobile, and holds the beans at create', async () => {
    const upline = await trader(t, 2);
    const seller = await trader(t, 2, upline.memberId);
    await credit(t, seller.memberId, 'BEANS', 20_000);
    const order = await t.ok(beans.sellCreate, {
      body: { buyer: upline.mobile, beans: '120.50', price: '0.80', idempotencyKey: key() },
      token: seller.token,
    });
    expect(order).toMatchObject({ state: 'unpaid', beans: '120.50', total: '96.40', role: 'seller' });
    const after = await balance(seller.token);
    expect(after).toMatchObject({ beans: '79.50', heldBeans: '120.50' });
  });

  it('cancel returns the hold; a closed order cannot be cancelled or paid', async () => {
    const { seller, friend } = await sellerAndFriend(t);
    const order = (await sell(t, seller, friend)).envelope.result!;
    expect((await balance(seller.token)).heldBeans).toBe('100.00');
    const cancelled = await t.ok(beans.sellCancel, { body: { id: order.id }, token: seller.token });
    expect(cancelled.state).toBe('cancelled');
    expect(await balance(seller.token)).toMatchObject({ beans: '500.00', heldBeans: '0.00' });
    const again = await t.call(beans.sellCancel, { body: { id: order.id }, token: seller.token });
    expect(again.envelope.error).toBe('BEANS_ORDER_CLOSED');
    await credit(t, friend.memberId, 'CASH', 100_000);
    const paid = await t.call(beans.buy, {
      body: { id: order.id, payMethod: 'CASH', idempotencyKey: key() },
      token: friend.token,
    });
    expect(paid.envelope.error).toBe('BEANS_ORDER_CLOSED');
  });

  it('paid from the cash balance moves beans and money once; a resent key answers the first payment', async () => {
    const { seller, friend } = await sellerAndFriend(t);
    await credit(t, friend.memberId, 'CASH', 100_000);
    const order = (await sell(t, seller, friend)).envelope.result!;
    const payKey = key();
    const body = { id: order.id, payMethod: 'CASH' as const, idempotencyKey: payKey };
    const first = await t.ok(beans.buy, { body, token: friend.token });
    const replay = await t.ok(beans.buy, { body, token: friend.token });
    expect(first).toMatchObject({ state: 'paid', payMethod: 'CASH', role: 'buyer' });
    expect(replay).toEqual(first);
    const other = await t.call(beans.buy, { body: { ...body, idempotencyKey: key() }, token: friend.token });
    expect(other.envelope.error).toBe('BEANS_ORDER_CLOSED');
    expect(await balance(friend.token)).toMatchObject({ beans: '100.00', withdrawableCash: '850.00' });
    expect(await balance(seller.token)).toMatchObject({
      beans: '400.00',
      heldBeans: '0.00',
      withdrawableCash: '150.00',
    });
    // Each step is a beans history type: the hold as BEANS_GIFT, the payment as TOP_UP.
    const sellerLog = await t.ok(memberWallet.queryBeansLogs, { query: { type: 'BEANS_GIFT' }, token: seller.token });
    expect(sellerLog.list.map((line) => line.amount)).toContain('-100.00');
    const buyerLog = await t.ok(memberWallet.queryBeansLogs, { query: { type: 'TOP_UP' }, token: friend.token });
    expect(buyerLog.list.map((line) => line.amount)).toEqual(['+100.00']);
  });

  it('the expiry job with a later clock returns the beans; the buyer can no longer pay', async () => {
    const { seller, friend } = await sellerAndFriend(t);
    const order = (await sell(t, seller, friend)).envelope.result!;
    const later = new Date(Date.parse(order.expiresAt) + 1000);
    await expireSellOrders(t.services, new Date(Date.parse(order.expiresAt) - 1000));
    expect((await t.ok(beans.orderDetail, { query: { id: order.id }, token: seller.token })).state).toBe('unpaid');
    expect((await expireSellOrders(t.services, later)).expired).toBeGreaterThanOrEqual(1);
    expect(await balance(seller.token)).toMatchObject({ beans: '500.00', heldBeans: '0.00' });
    const detail = await t.ok(beans.orderDetail, { query: { id: order.id }, token: friend.token });
    expect(detail.state).toBe('expired');
    const log = await t.ok(memberWallet.queryBeansLogs, {
      query: { type: 'BEANS_GIFT_RETURNED' },
      token: seller.token,
    });
    expect(log.list.map((line) => line.amount)).toEqual(['+100.00']);
    expect(await expireSellOrders(t.services, later)).toEqual({ expired: 0 });
    t.services.beans.orders.clock = () => later;
    try {
      await credit(t, friend.memberId, 'CASH', 100_000);
      const paid = await t.call(beans.buy, {
        body: { id: order.id, payMethod: 'CASH', idempotencyKey: key() },
        token: friend.token,
      });
      expect(paid.envelope.error).toBe('BEANS_ORDER_CLOSED');
    } finally {
      t.services.beans.orders.clock = () => new Date();
    }
  });

  it('a third member can neither read, cancel, pay nor open a payment of the order', async () => {
    const { seller, friend } = await sellerAndFriend(t);
    const third = await trader(t, 2, seller.memberId);
    const order = (await sell(t, seller, friend)).envelope.result!;
    const read = await t.call(beans.orderDetail, { query: { id: order.id }, token: third.token });
    const cancel = await t.call(beans.sellCancel, { body: { id: order.id }, token: third.token });
    const buy = await t.call(beans.buy, {
      body: { id: order.id, payMethod: 'CASH', idempotencyKey: key() },
      token: third.token,
    });
    const prepay = await t.call(pay.prepay, {
      body: { orderId: order.id, payableKind: 'beans-order' },
      token: third.token,
    });
    for (const answer of [read, cancel, buy, prepay]) expect(answer.envelope.error).toBe('BEANS_ORDER_NOT_FOUND');
    // The buyer may not cancel the seller's order either.
    const byBuyer = await t.call(beans.sellCancel, { body: { id: order.id }, token: friend.token });
    expect(byBuyer.envelope.error).toBe('BEANS_ORDER_NOT_FOUND');
    const sellerPage = await t.ok(beans.queryPage, { query: { role: 'seller' }, token: seller.token });
    const buyerPage = await t.ok(beans.queryPage, { query: { role: 'buyer' }, token: friend.token });
    const thirdPage = await t.ok(beans.queryPage, { query: { role: 'buyer' }, token: third.token });
    expect(sellerPage.list.map((row) => row.id)).toContain(order.id);
    expect(buyerPage.list.map((row) => row.id)).toEqual([order.id]);
    expect(thirdPage.total).toBe(0);
  });

  it('the buyer pays by QR through the one payable: beans to the buyer, money to the seller once', async () => {
    const { seller, friend } = await sellerAndFriend(t);
    const order = (await sell(t, seller, friend)).envelope.result!;
    await t.ok(beans.buy, { body: { id: order.id, payMethod: 'QR', idempotencyKey: key() }, token: friend.token });
    await t.ok(pay.prepay, { body: { orderId: order.id, payableKind: 'beans-order' }, token: friend.token });
    await t.ok(pay.sandboxComplete, { body: { orderId: order.id, payableKind: 'beans-order', outcome: 'paid' } });
    const detail = await t.ok(beans.orderDetail, { query: { id: order.id }, token: seller.token });
    expect(detail).toMatchObject({ state: 'paid', payMethod: 'QR' });
    expect((await balance(friend.token)).beans).toBe('100.00');
    expect((await balance(seller.token)).withdrawableCash).toBe('150.00');
  });
});

describe('back office and distributors', () => {
  it('an operator force-cancels with a reason and the hold returns', async () => {
    const { seller, friend } = await sellerAndFriend(t);
    const order = (await sell(t, seller, friend)).envelope.result!;
    const listed = await t.ok(adminBeans.orders, { query: { memberId: seller.memberId }, token: adminToken });
    expect(listed.list.map((row) => row.id)).toEqual([order.id]);
    const cancelled = await t.ok(adminBeans.forceCancel, {
      body: { id: order.id, reason: 'Reported as a mistake' },
      token: adminToken,
    });
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelReason: 'Reported as a mistake' });
    expect(await balance(seller.token)).toMatchObject({ beans: '500.00', heldBeans: '0.00' });
  });

  it('only a distributor assigns beans, to a friend or upline, once per key', async () => {
    const { seller, friend } = await sellerAndFriend(t);
    const body = { to: friend.inviteCode, beans: '30', idempotencyKey: key() };
    expect((await t.call(beans.assign, { body, token: seller.token })).envelope.error).toBe('BEANS_NOT_DISTRIBUTOR');
    await t.ok(adminBeans.distributorSet, { body: { memberId: seller.memberId }, token: adminToken });
    const listed = await t.ok(adminBeans.distributors, { token: adminToken });
    expect(listed.list.map((row) => row.memberId)).toContain(seller.memberId);
    const first = await t.ok(beans.assign, { body, token: seller.token });
    const replay = await t.ok(beans.assign, { body, token: seller.token });
    expect(replay.transactionId).toBe(first.transactionId);
    expect((await balance(friend.token)).beans).toBe('30.00');
    const stranger = await trader(t, 1);
    const refused = await t.call(beans.assign, {
      body: { ...body, to: stranger.inviteCode, idempotencyKey: key() },
      token: seller.token,
    });
    expect(refused.envelope.error).toBe('BEANS_NOT_FRIEND');
    await t.ok(adminBeans.distributorUnset, { body: { memberId: seller.memberId }, token: adminToken });
    const after = await t.call(beans.assign, { body: { ...body, idempotencyKey: key() }, token: seller.token });
    expect(after.envelope.error).toBe('BEANS_NOT_DISTRIBUTOR');
  });

  it('leaves the ledger audit clean', async () => {
    const report = await auditLedger(t.db);
    expect(report.isClean, JSON.stringify(report)).toBe(true);
  });
});
