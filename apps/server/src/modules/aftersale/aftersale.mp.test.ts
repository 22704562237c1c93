// Refunds against MP confirmation on the demo shop: while a refund or return is open on an order its
// MP is not confirmed (by the member, refused in their language, nor by the clock, which leaves it for
// a later run); an order whose MP is confirmed takes no refund; and a request racing the member's
// confirmation at the same instant lets exactly one of the two through, ten times over.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterSale, orders, type AfterSaleView } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { demoMember, type DemoBuyer } from '../../../test/orders-support.ts';
import { receivedOrder, requestBody, together } from '../../../test/aftersale-support.ts';
import { autoConfirmOrders } from '../orders/index.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;

/** Carries reward MP, so a received order of it waits for the MP step (status 4). */
const NIGHT_CREAM = 'Lotus Dew Night Repair Cream';
const DAY_MS = 86_400_000;

async function orderStatus(orderId: number): Promise<number> {
  const found = await t().db.execute<{ status: number }>(sql`select status from orders where id = ${orderId}`);
  return Number(found.rows[0]!.status);
}

async function mpEvents(orderId: number): Promise<number> {
  const found = await t().db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox where topic = 'order.mp_activated' and key = ${String(orderId)}`,
  );
  return Number(found.rows[0]!.n);
}

async function awaitingMp(buyer: DemoBuyer) {
  const order = await receivedOrder(t(), shop.adminToken, buyer, NIGHT_CREAM, 1);
  expect(order.status).toBe(4);
  return order;
}

function refundOf(buyer: DemoBuyer, lineId: number) {
  return t().call(afterSale.apply, {
    body: requestBody({ orderLineId: lineId, type: 'refund', reason: 1, quantity: 1, refundTarget: 'balance' }),
    token: buyer.token,
    lang: 'en_US',
  });
}

describe('orders/confirmMp with a refund open', () => {
  it('is refused in the member’s language until the request is over, then confirms once', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { orderId, lineId } = await awaitingMp(buyer);
    const asked = await refundOf(buyer, lineId);
    expect(asked.envelope.success).toBe(true);
    for (const [lang, message] of [
      ['en_US', 'A refund or return is open on this order: its MP can be confirmed once the request is closed'],
      ['th_TH', 'คำสั่งซื้อนี้มีคำขอคืนเงินหรือคืนสินค้าที่ยังไม่ปิด จะยืนยัน MP ได้เมื่อคำขอปิดแล้ว'],
    ] as const) {
      const refused = await t().call(orders.confirmMp, { body: { orderId }, token: buyer.token, lang });
      expect(refused.envelope).toMatchObject({ success: false, error: 'AFTER_SALE_OPEN', message });
    }
    expect(await orderStatus(orderId)).toBe(4);
    expect(await mpEvents(orderId)).toBe(0);
    // Withdrawn: the MP step is the member's again.
    const id = (asked.envelope.result as AfterSaleView).id;
    await t().ok(afterSale.cancel, { body: { id }, token: buyer.token });
    expect(await t().ok(orders.confirmMp, { body: { orderId }, token: buyer.token })).toMatchObject({ status: 6 });
    expect(await mpEvents(orderId)).toBe(1);
  });

  it('leaves an exchange alone: MP is confirmed while the goods are swapped', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { orderId, lineId } = await awaitingMp(buyer);
    await t().ok(afterSale.apply, {
      body: requestBody({ orderLineId: lineId, type: 'exchange', reason: 2, quantity: 1 }),
      token: buyer.token,
    });
    expect(await t().ok(orders.confirmMp, { body: { orderId }, token: buyer.token })).toMatchObject({ status: 6 });
  });

  it('once confirmed, refuses the refund asked after it', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { orderId, lineId } = await awaitingMp(buyer);
    await t().ok(orders.confirmMp, { body: { orderId }, token: buyer.token });
    expect((await refundOf(buyer, lineId)).envelope.error).toBe('MP_CONFIRMED');
  });
});

describe('the clock’s MP step', () => {
  it('skips an order with a refund open, and confirms it on a run after the request is over', async () => {
    const buyer = await demoMember(t(), 'demo_v730');
    const { orderId, lineId } = await awaitingMp(buyer);
    const asked = await refundOf(buyer, lineId);
    const due = new Date(Date.now() + 7 * DAY_MS + 60_000);
    await autoConfirmOrders(t().services, due);
    expect(await orderStatus(orderId)).toBe(4);
    expect(await mpEvents(orderId)).toBe(0);
    await t().ok(afterSale.cancel, { body: { id: (asked.envelope.result as AfterSaleView).id }, token: buyer.token });
    await autoConfirmOrders(t().services, due);
    expect(await orderStatus(orderId)).toBe(6);
    expect(await mpEvents(orderId)).toBe(1);
  });
});

describe('the clock’s MP step behind orders it skips', () => {
  it('still reaches the due orders after them, however many are held back', async () => {
    const buyer = await demoMember(t(), 'demo_v730');
    const held = await awaitingMp(buyer);
    const free = await awaitingMp(buyer);
    await refundOf(buyer, held.lineId);
    const due = new Date(Date.now() + 7 * DAY_MS + 60_000);
    // One order a batch: the held order fills the first one on its own.
    await autoConfirmOrders(t().services, due, { batch: 1 });
    expect(await orderStatus(held.orderId)).toBe(4);
    expect(await orderStatus(free.orderId)).toBe(6);
  });
});

describe('a refund and the MP confirmation at the same instant', () => {
  it('let exactly one of the two through, in each of 10 pairs', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const pending = [];
    for (let i = 0; i < 10; i++) pending.push(await awaitingMp(buyer));
    const outcome = ({ envelope }: { envelope: { success: boolean; error?: string | undefined } }) => envelope;
    const answers = await together(
      pending.flatMap(({ orderId, lineId }) => [
        async () => outcome(await refundOf(buyer, lineId)),
        async () => outcome(await t().call(orders.confirmMp, { body: { orderId }, token: buyer.token })),
      ]),
    );
    for (const [i, { orderId }] of pending.entries()) {
      const [refund, confirm] = [answers[2 * i]!, answers[2 * i + 1]!];
      expect([refund.success, confirm.success], `order ${orderId}`).toSatisfy(([a, b]: boolean[]) => a !== b);
      if (refund.success) {
        expect(confirm.error).toBe('AFTER_SALE_OPEN');
        expect(await orderStatus(orderId)).toBe(4);
        expect(await mpEvents(orderId)).toBe(0);
      } else {
        expect(refund.error).toBe('MP_CONFIRMED');
        expect(await orderStatus(orderId)).toBe(6);
      }
    }
  });

  it('leaves the ledger clean', async () => {
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
