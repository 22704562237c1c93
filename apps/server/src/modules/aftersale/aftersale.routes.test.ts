// After-sales over the wire on the demo shop: who may ask and for how much, a resent or racing
// key answering the first request (another member's same key making their own), every step of the
// refund, return and exchange machines with the steps each refuses, refunds to each target through
// the ledger, the second operator above the limit (16 racing refunds pay once), the clock, the
// member confirming an exchange's replacement (8 racing confirmations move it once), and another
// member's request answering not found to every member step.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAfterSale, adminOrders, afterSale, orders, type AfterSaleView, type BodyOf } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { demoShopForFile, signedInOperator } from '../../../test/harness.ts';
import { buyWithCash, demoMember, orderKey, skuOf, stockOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { afterSaleClock } from './aftersale.jobs.ts';
import { auditLedger } from '../ledger/index.ts';
import { refundShare } from './aftersale.service.ts';

const shop = demoShopForFile();
const t = () => shop.t;

const CLEANSER = 'Gentle Amino Acid Cleanser';
const NIGHT_CREAM = 'Lotus Dew Night Repair Cream';
let trackingSeq = 0;
const tracking = () => `AS${Date.now()}${trackingSeq++}`;

/** A received order of `num` units paid by cash: answers its id and its one line's id. */
async function receivedOrder(buyer: DemoBuyer, product: string, num: number) {
  const productGoodsId = await skuOf(t(), product);
  const placed = await buyWithCash(t(), buyer, productGoodsId, num);
  await t().ok(adminOrders.ship, {
    body: { orderId: placed.orderId, carrier: 'Kerry Express', trackingNo: tracking() },
    token: shop.adminToken,
  });
  await t().ok(orders.confirmReceipt, { body: { orderId: placed.orderId }, token: buyer.token });
  const detail = await t().ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
  return { orderId: placed.orderId, lineId: detail.lines[0]!.id, productGoodsId, detail };
}

/** A new after-sales request by the buyer, with a fresh key. */
function applyAs(buyer: DemoBuyer, body: Omit<BodyOf<typeof afterSale.apply>, 'idempotencyKey'>) {
  return t().ok(afterSale.apply, { body: { idempotencyKey: orderKey(), ...body }, token: buyer.token });
}

async function decide(id: number, action: string, extra: Record<string, string> = {}, token = shop.adminToken) {
  return t().call(adminAfterSale.decide, { body: { id, action, ...extra } as never, token });
}

async function decideOk(id: number, action: string, extra: Record<string, string> = {}) {
  const answer = await decide(id, action, extra);
  if (!answer.envelope.success) throw new Error(`${action}: ${answer.envelope.message}`);
  return answer.envelope.result as AfterSaleView;
}

async function cash(memberId: number): Promise<number> {
  return Number((await t().services.ledger.balances(t().db, memberId)).CASH);
}

describe('refundShare', () => {
  it('prorates to the minor unit and gives the last units what is left', () => {
    expect(refundShare(1000, 3, 1, { quantity: 0, refundMinor: 0 })).toBe(333);
    expect(refundShare(1000, 3, 1, { quantity: 1, refundMinor: 333 })).toBe(333);
    expect(refundShare(1000, 3, 1, { quantity: 2, refundMinor: 666 })).toBe(334);
    expect(refundShare(1000, 3, 3, { quantity: 0, refundMinor: 0 })).toBe(1000);
  });
});

describe('afterSale/apply', () => {
  it('is refused before receipt, past the window, beyond the units left, and on another member’s line', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { orderId, lineId } = await receivedOrder(buyer, CLEANSER, 2);
    const body = {
      orderLineId: lineId,
      type: 'return',
      reason: 1,
      quantity: 3,
      refundTarget: 'balance',
      idempotencyKey: orderKey(),
    } as const;
    const tooMany = await t().call(afterSale.apply, { body, token: buyer.token, lang: 'en_US' });
    expect(tooMany.envelope.message).toBe('At most 2 of this item can still be requested');
    const other = await demoMember(t(), 'demo_regular');
    const notTheirs = await t().call(afterSale.apply, {
      body: { ...body, idempotencyKey: orderKey(), quantity: 1 },
      token: other.token,
    });
    expect(notTheirs.envelope.error).toBe('ORDER_NOT_FOUND');
    await t().db.execute(sql`update orders set received_at = now() - interval '8 days' where id = ${orderId}`);
    const late = await t().call(afterSale.apply, {
      body: { ...body, idempotencyKey: orderKey(), quantity: 1 },
      token: buyer.token,
      lang: 'en_US',
    });
    expect(late.envelope.message).toBe('The 7-day after-sales period after receipt is over');

    const paid = await t().ok(orders.create, {
      body: {
        productGoodsId: await skuOf(t(), CLEANSER),
        num: 1,
        addressId: buyer.addressId,
        useCash: (await t().ok(orders.detail, { query: { orderId }, token: buyer.token })).lines[0]!.price,
        confirmBalances: true,
        idempotencyKey: orderKey(),
      },
      token: buyer.token,
    });
    const paidLine = (await t().ok(orders.detail, { query: { orderId: paid.orderId }, token: buyer.token })).lines[0]!;
    const early = await t().call(afterSale.apply, {
      body: { ...body, idempotencyKey: orderKey(), orderLineId: paidLine.id, quantity: 1 },
      token: buyer.token,
    });
    expect(early.envelope.error).toBe('ORDER_NOT_RECEIVED');
  });

  it('answers a resent key with the first request: one request, one step', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { lineId } = await receivedOrder(buyer, CLEANSER, 2);
    const body = { orderLineId: lineId, type: 'return', reason: 1, quantity: 1, idempotencyKey: orderKey() } as const;
    const first = await t().ok(afterSale.apply, { body, token: buyer.token });
    const again = await t().ok(afterSale.apply, { body, token: buyer.token });
    expect(again).toEqual(first);
    expect(await requestsWithKey(body.idempotencyKey)).toEqual([{ id: first.id, steps: 1 }]);
  });

  it('makes one request of 8 copies sent at once; copies naming another line are refused', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    // The whole line: copies that made requests of their own would be refused for want of units.
    const one = await receivedOrder(buyer, CLEANSER, 1);
    const two = await receivedOrder(buyer, CLEANSER, 1);
    const idempotencyKey = orderKey();
    const copy = (orderLineId: number) => ({ orderLineId, type: 'refund', reason: 0, quantity: 1, idempotencyKey });
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t().call(afterSale.apply, { body: copy(i % 2 ? two.lineId : one.lineId), token: buyer.token }),
      ),
    );
    // The first written wins: its copies answer it, the other line's are other content under the key.
    const answered = racing.filter((answer) => answer.envelope.success);
    expect(answered).toHaveLength(4);
    expect(racing.filter((answer) => answer.envelope.error === 'IDEMPOTENCY_KEY_REUSED')).toHaveLength(4);
    const ids = new Set(answered.map((answer) => (answer.envelope.result as AfterSaleView).id));
    expect(ids.size).toBe(1);
    expect(await requestsWithKey(idempotencyKey)).toEqual([{ id: [...ids][0], steps: 1 }]);
  });

  it('gives another member using the same key their own request', async () => {
    const idempotencyKey = orderKey();
    const asked = [];
    for (const username of ['demo_vip', 'demo_regular']) {
      const buyer = await demoMember(t(), username);
      const { lineId } = await receivedOrder(buyer, CLEANSER, 1);
      const body = { orderLineId: lineId, type: 'exchange', reason: 2, quantity: 1, idempotencyKey } as const;
      asked.push({ memberId: buyer.memberId, request: await t().ok(afterSale.apply, { body, token: buyer.token }) });
    }
    expect(asked[1]!.request.id).not.toBe(asked[0]!.request.id);
    const rows = await t().db.execute<{ id: number; member_id: number }>(
      sql`select id, member_id from after_sales where idempotency_key = ${idempotencyKey} order by id`,
    );
    expect(rows.rows.map((row) => [Number(row.id), Number(row.member_id)])).toEqual(
      asked.map(({ memberId, request }) => [request.id, memberId]),
    );
  });
});

/** The requests made with a key, each with the number of its timeline steps. */
async function requestsWithKey(key: string) {
  const found = await t().db.execute<{ id: number; steps: number }>(
    sql`select r.id, (select count(*)::int from after_sale_steps s where s.after_sale_id = r.id) as steps
          from after_sales r where r.idempotency_key = ${key}`,
  );
  return found.rows.map((row) => ({ id: Number(row.id), steps: Number(row.steps) }));
}

describe('a return', () => {
  it('goes from apply to refunded with the shop’s steps, refusing each step out of turn, and the cash comes back', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { orderId, lineId, productGoodsId, detail } = await receivedOrder(buyer, CLEANSER, 2);
    const applied = await applyAs(buyer, {
      orderLineId: lineId,
      type: 'return',
      reason: 3,
      quantity: 1,
      comment: 'Cap broken',
      refundTarget: 'balance',
    });
    // Half of what the line paid.
    expect(applied).toMatchObject({ status: 1, refundAmount: (Number(detail.lines[0]!.lineTotal) / 2).toFixed(2) });
    const tab = await t().ok(orders.queryPage, { body: { tab: 'afterSale' }, token: buyer.token });
    expect(tab.list.map((order) => order.orderId)).toContain(orderId);
    expect((await t().ok(orders.queryNum, { token: buyer.token })).afterSale).toBeGreaterThanOrEqual(1);

    const express = { id: applied.id, carrier: 'Flash', trackingNo: tracking() };
    expect((await t().call(afterSale.submitExpress, { body: express, token: buyer.token })).envelope.error).toBe(
      'AFTER_SALE_STATE',
    );
    expect((await decide(applied.id, 'refund')).envelope.error).toBe('AFTER_SALE_STATE');
    expect((await decide(applied.id, 'reject')).envelope.error).toBe('REASON_REQUIRED');
    const approved = await decideOk(applied.id, 'approve');
    expect(approved.status).toBe(2);
    expect(approved.returnBy).not.toBeNull();
    const sent = await t().ok(afterSale.submitExpress, { body: express, token: buyer.token });
    expect(sent).toMatchObject({ status: 3, returnCarrier: 'Flash' });
    expect((await t().call(afterSale.cancel, { body: { id: applied.id }, token: buyer.token })).envelope.error).toBe(
      'AFTER_SALE_STATE',
    );
    expect((await decideOk(applied.id, 'receive')).status).toBe(4);
    const stock = await stockOf(t(), productGoodsId);
    expect((await decideOk(applied.id, 'inspect', { passed: 'true' })).status).toBe(5);
    expect(await stockOf(t(), productGoodsId)).toBe(stock + 1);
    const before = await cash(buyer.memberId);
    const refunded = await decideOk(applied.id, 'refund');
    expect(refunded).toMatchObject({ status: 7, isFinal: true });
    expect(refunded.steps.map((step) => step.status)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(await cash(buyer.memberId)).toBe(before + Math.round(Number(applied.refundAmount) * 100));
    const mine = await t().ok(afterSale.queryPage, { body: {}, token: buyer.token });
    expect(mine.list[0]).toMatchObject({ id: applied.id, status: 7 });
  });

  it('refunds money only to vouchers, and withdrawn or rejected requests give their units back', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { lineId } = await receivedOrder(buyer, CLEANSER, 2);
    const wholeLine = { orderLineId: lineId, type: 'refund', reason: 0, quantity: 2, refundTarget: 'voucher' } as const;
    const withdrawn = await applyAs(buyer, wholeLine);
    expect((await t().ok(afterSale.cancel, { body: { id: withdrawn.id }, token: buyer.token })).status).toBe(8);
    const rejected = await applyAs(buyer, wholeLine);
    expect((await decideOk(rejected.id, 'reject', { note: 'Used item' })).status).toBe(6);
    const asked = await applyAs(buyer, wholeLine);
    const vouchers = Number((await t().services.ledger.balances(t().db, buyer.memberId)).VOUCHER);
    expect((await decideOk(asked.id, 'approve')).status).toBe(5);
    expect((await decideOk(asked.id, 'refund')).status).toBe(7);
    expect(Number((await t().services.ledger.balances(t().db, buyer.memberId)).VOUCHER)).toBe(
      vouchers + Math.round(Number(asked.refundAmount) * 100),
    );
  });
});

describe('a refund above the approval limit', () => {
  it('needs a second operator, and 16 racing refunds by them pay once', async () => {
    await withTransaction(t().db, (tx) =>
      t().services.settings.update(
        tx,
        'afterSaleRules',
        { windowDays: 7, returnDays: 7, refundApprovalMinor: 0 },
        null,
      ),
    );
    const second = await signedInOperator(t(), {
      username: 'aftersale-two',
      password: 'Second@123456',
      roles: ['operator'],
    });
    const finance = await signedInOperator(t(), {
      username: 'aftersale-fin',
      password: 'Finance@123456',
      roles: ['finance'],
    });
    const buyer = await demoMember(t(), 'demo_vip');
    const { lineId } = await receivedOrder(buyer, CLEANSER, 1);
    const asked = await t().ok(afterSale.apply, {
      body: { idempotencyKey: orderKey(), orderLineId: lineId, type: 'refund', reason: 1, quantity: 1 },
      token: buyer.token,
    });
    expect(asked.refundTarget).toBe('balance');
    await decideOk(asked.id, 'approve');
    expect((await decide(asked.id, 'refund', {}, finance)).status).toBe(403);
    const first = await decideOk(asked.id, 'refund');
    expect(first).toMatchObject({ status: 5, refundApprovedBy: 'admin' });
    expect((await decide(asked.id, 'refund')).envelope.error).toBe('SECOND_OPERATOR_REQUIRED');
    const before = await cash(buyer.memberId);
    const racing = await Promise.all(Array.from({ length: 16 }, () => decide(asked.id, 'refund', {}, second)));
    expect(racing.filter((answer) => answer.envelope.success)).toHaveLength(1);
    expect(await cash(buyer.memberId)).toBe(before + Math.round(Number(asked.refundAmount) * 100));
    await withTransaction(t().db, (tx) =>
      t().services.settings.update(
        tx,
        'afterSaleRules',
        { windowDays: 7, returnDays: 7, refundApprovalMinor: 50_000 },
        null,
      ),
    );
  });
});

describe('an exchange', () => {
  it('of an order whose MP is confirmed: refund refused, exchange through a short parcel to success by the clock', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { orderId, lineId, productGoodsId } = await receivedOrder(buyer, NIGHT_CREAM, 1);
    await t().ok(orders.confirmMp, { body: { orderId }, token: buyer.token });
    const refund = await t().call(afterSale.apply, {
      body: { idempotencyKey: orderKey(), orderLineId: lineId, type: 'return', reason: 1, quantity: 1 },
      token: buyer.token,
      lang: 'th_TH',
    });
    expect(refund.envelope.message).toBe('ยืนยัน MP แล้ว: เปลี่ยนสินค้าได้ แต่คืนเงินไม่ได้');
    const asked = await t().ok(afterSale.apply, {
      body: { idempotencyKey: orderKey(), orderLineId: lineId, type: 'exchange', reason: 2, quantity: 1 },
      token: buyer.token,
    });
    expect(asked).toMatchObject({ status: 1, refundAmount: '0.00', refundTarget: null });
    expect((await decideOk(asked.id, 'approve')).status).toBe(2);
    const express = () => ({ id: asked.id, carrier: 'Flash', trackingNo: tracking() });
    expect((await t().ok(afterSale.submitExpress, { body: express(), token: buyer.token })).status).toBe(3);
    expect((await decideOk(asked.id, 'receive')).status).toBe(4);
    expect((await decideOk(asked.id, 'inspect', { passed: 'short', note: 'Box missing' })).status).toBe(11);
    expect((await t().ok(afterSale.submitExpress, { body: express(), token: buyer.token })).status).toBe(3);
    await decideOk(asked.id, 'receive');
    expect((await decideOk(asked.id, 'inspect', { passed: 'true' })).status).toBe(5);
    expect((await decide(asked.id, 'shipReplacement')).envelope.error).toBe('TRACKING_REQUIRED');
    const stock = await stockOf(t(), productGoodsId);
    const shipped = await decideOk(asked.id, 'shipReplacement', { carrier: 'Kerry Express', trackingNo: tracking() });
    expect(shipped.status).toBe(6);
    expect(await stockOf(t(), productGoodsId)).toBe(stock - 1);
    expect((await afterSaleClock(t().services, new Date(Date.now() + 9 * 86_400_000))).exchanged).toBe(0);
    expect((await afterSaleClock(t().services, new Date(Date.now() + 10 * 86_400_000 + 60_000))).exchanged).toBe(1);
    const done = await t().ok(afterSale.detail, { query: { id: asked.id }, token: buyer.token });
    expect(done).toMatchObject({ status: 7, isFinal: true });
    expect(done.steps.at(-1)).toMatchObject({ actor: 'system' });
  });

  it('closes by the clock when the goods are not sent back within the days allowed', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { lineId } = await receivedOrder(buyer, CLEANSER, 1);
    const asked = await t().ok(afterSale.apply, {
      body: { idempotencyKey: orderKey(), orderLineId: lineId, type: 'exchange', reason: 4, quantity: 1 },
      token: buyer.token,
    });
    await decideOk(asked.id, 'approve');
    expect((await afterSaleClock(t().services, new Date(Date.now() + 6 * 86_400_000))).closed).toBe(0);
    expect(
      (await afterSaleClock(t().services, new Date(Date.now() + 7 * 86_400_000 + 60_000))).closed,
    ).toBeGreaterThanOrEqual(1);
    expect((await t().ok(afterSale.detail, { query: { id: asked.id }, token: buyer.token })).status).toBe(10);
    const other = await demoMember(t(), 'demo_vip');
    expect((await t().call(afterSale.detail, { query: { id: asked.id }, token: other.token })).envelope.error).toBe(
      'AFTER_SALE_NOT_FOUND',
    );
  });
});

/** An exchange of one cleanser walked to "replacement shipping" (6): answers the request's id. */
async function shippedExchange(buyer: DemoBuyer): Promise<number> {
  const { lineId } = await receivedOrder(buyer, CLEANSER, 1);
  const asked = await t().ok(afterSale.apply, {
    body: { idempotencyKey: orderKey(), orderLineId: lineId, type: 'exchange', reason: 3, quantity: 1 },
    token: buyer.token,
  });
  await decideOk(asked.id, 'approve');
  await t().ok(afterSale.submitExpress, {
    body: { id: asked.id, carrier: 'Flash', trackingNo: tracking() },
    token: buyer.token,
  });
  await decideOk(asked.id, 'receive');
  await decideOk(asked.id, 'inspect', { passed: 'true' });
  const shipped = await decideOk(asked.id, 'shipReplacement', { carrier: 'Kerry Express', trackingNo: tracking() });
  expect(shipped.status).toBe(6);
  return asked.id;
}

const statusOf = async (id: number) =>
  (await t().db.execute<{ status: number }>(sql`select status from after_sales where id = ${id}`)).rows[0]!.status;

describe('afterSale/confirmReceipt', () => {
  it('ends an exchange whose replacement shipped in success, stamped as the member’s step', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const id = await shippedExchange(buyer);
    const done = await t().ok(afterSale.confirmReceipt, { body: { id }, token: buyer.token });
    expect(done).toMatchObject({ id, status: 7, isFinal: true });
    expect(done.steps.map((step) => step.status)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(done.steps.at(-1)).toMatchObject({ actor: 'member', operatorName: null });
    // Over: the clock leaves it as it is, and a second confirmation is refused.
    await afterSaleClock(t().services, new Date(Date.now() + 11 * 86_400_000));
    expect((await t().ok(afterSale.detail, { query: { id }, token: buyer.token })).steps).toHaveLength(7);
    const again = await t().call(afterSale.confirmReceipt, { body: { id }, token: buyer.token, lang: 'en_US' });
    expect(again.envelope).toMatchObject({
      success: false,
      error: 'AFTER_SALE_STATE',
      message: 'This cannot be done to the request in its current state',
    });
  });

  it('is refused from every other status of the exchange, and for refunds and returns, in the member’s language', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { lineId } = await receivedOrder(buyer, CLEANSER, 2);
    const exchange = await t().ok(afterSale.apply, {
      body: { idempotencyKey: orderKey(), orderLineId: lineId, type: 'exchange', reason: 2, quantity: 1 },
      token: buyer.token,
    });
    const giveBack = await applyAs(buyer, {
      orderLineId: lineId,
      type: 'return',
      reason: 2,
      quantity: 1,
      refundTarget: 'balance',
    });
    const cases = [
      ...[1, 2, 3, 4, 5, 7, 8, 9, 10, 11].map((status) => ({ id: exchange.id, status })),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((status) => ({ id: giveBack.id, status })),
    ];
    for (const { id, status } of cases) {
      await t().db.execute(sql`update after_sales set status = ${status} where id = ${id}`);
      const answer = await t().call(afterSale.confirmReceipt, { body: { id }, token: buyer.token, lang: 'th_TH' });
      expect(answer.envelope, `${id} in ${status}`).toMatchObject({
        success: false,
        error: 'AFTER_SALE_STATE',
        message: 'ไม่สามารถทำรายการนี้กับคำขอในสถานะปัจจุบัน',
      });
      expect(await statusOf(id)).toBe(status);
    }
    // Both closed (8 is rejected for an exchange, cancelled for a return), out of the back office's queue.
    await t().db.execute(
      sql`update after_sales set status = 8, is_final = true where id in (${exchange.id}, ${giveBack.id})`,
    );
  });

  it('answers not found for another member’s request and leaves it as it was', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const id = await shippedExchange(buyer);
    const other = await demoMember(t(), 'demo_v730');
    const answer = await t().call(afterSale.confirmReceipt, { body: { id }, token: other.token });
    expect(answer.status).toBe(404);
    expect(answer.envelope.error).toBe('AFTER_SALE_NOT_FOUND');
    const mine = await t().ok(afterSale.detail, { query: { id }, token: buyer.token });
    expect(mine).toMatchObject({ status: 6, isFinal: false });
    expect(mine.steps).toHaveLength(6);
  });

  it('moves the request once when 8 confirmations race', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const id = await shippedExchange(buyer);
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => t().call(afterSale.confirmReceipt, { body: { id }, token: buyer.token })),
    );
    expect(racing.filter((answer) => answer.envelope.success)).toHaveLength(1);
    expect(racing.filter((answer) => answer.envelope.error === 'AFTER_SALE_STATE')).toHaveLength(7);
    const done = await t().ok(afterSale.detail, { query: { id }, token: buyer.token });
    expect(done.status).toBe(7);
    expect(done.steps.filter((step) => step.status === 7)).toHaveLength(1);
  });
});

describe('another member’s request', () => {
  it('cannot have its parcel sent by them: not found, and nothing changes', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { lineId } = await receivedOrder(buyer, CLEANSER, 1);
    const asked = await applyAs(buyer, {
      orderLineId: lineId,
      type: 'return',
      reason: 1,
      quantity: 1,
      refundTarget: 'balance',
    });
    await decideOk(asked.id, 'approve');
    const before = await t().ok(afterSale.detail, { query: { id: asked.id }, token: buyer.token });
    const other = await demoMember(t(), 'demo_v730');
    const answer = await t().call(afterSale.submitExpress, {
      body: { id: asked.id, carrier: 'Flash', trackingNo: tracking() },
      token: other.token,
    });
    expect(answer.status).toBe(404);
    expect(answer.envelope.error).toBe('AFTER_SALE_NOT_FOUND');
    expect(await t().ok(afterSale.detail, { query: { id: asked.id }, token: buyer.token })).toEqual(before);
    expect(before).toMatchObject({ status: 2, returnCarrier: null, returnTrackingNo: null });
  });

  it('cannot be withdrawn by them: not found, and nothing changes', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { lineId } = await receivedOrder(buyer, CLEANSER, 1);
    const asked = await applyAs(buyer, {
      orderLineId: lineId,
      type: 'refund',
      reason: 0,
      quantity: 1,
      refundTarget: 'balance',
    });
    const other = await demoMember(t(), 'demo_v730');
    const answer = await t().call(afterSale.cancel, { body: { id: asked.id }, token: other.token });
    expect(answer.status).toBe(404);
    expect(answer.envelope.error).toBe('AFTER_SALE_NOT_FOUND');
    expect(await t().ok(afterSale.detail, { query: { id: asked.id }, token: buyer.token })).toEqual(asked);
  });
});

describe('the back office', () => {
  it('lists the open queue oldest first with the member, and refuses roles that do not handle after-sales', async () => {
    const queue = await t().ok(adminAfterSale.page, { query: { state: 'open' }, token: shop.adminToken });
    const ids = queue.list.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(queue.list.every((item) => !item.isFinal && item.member.username !== '')).toBe(true);
    const identity = await signedInOperator(t(), {
      username: 'aftersale-id',
      password: 'Identity@123456',
      roles: ['identity'],
    });
    expect((await t().call(adminAfterSale.page, { query: {}, token: identity })).status).toBe(403);
  });

  it('leaves the ledger clean', async () => {
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
