// After payment, over the wire: the member's order list by tab, cancel with refunds to every
// source (the QR part through the sandbox provider), shipping (whole and partial) with tracking, logistics, receipt and MP (the outbox event),
// hiding finished orders, the clock's automatic steps, and every refused step in the spec's words.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrders, cart, orders, pay } from '@mall/contracts';
import { demoShopForFile, signedInOperator } from '../../../test/harness.ts';
import {
  buyWithCash,
  credit,
  demoMember,
  orderKey,
  skuOf,
  stockOf,
  type DemoBuyer,
} from '../../../test/orders-support.ts';
import { refundPayments } from '../../workflows/refund-payments.jobs.ts';
import { autoConfirmOrders } from './orders.jobs.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;

const CLEANSER = 'Gentle Amino Acid Cleanser';
/** Carries 40 MP a unit. */
const NIGHT_CREAM = 'Lotus Dew Night Repair Cream';

async function ship(orderId: number, trackingNo: string, lineIds?: string) {
  return t().call(adminOrders.ship, {
    body: { orderId, carrier: 'Kerry Express', trackingNo, ...(lineIds ? { lineIds } : {}) },
    token: shop.adminToken,
  });
}

const qrMinor = (placed: { payable: string }) => Math.round(Number(placed.payable) * 100);

async function detail(buyer: DemoBuyer, orderId: number) {
  return t().ok(orders.detail, { query: { orderId }, token: buyer.token });
}

describe('orders/queryPage', () => {
  it('lists the member’s own orders by tab, newest first, in pages', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const cleanser = await skuOf(t(), CLEANSER);
    const { orderId: paid } = await buyWithCash(t(), buyer, cleanser);
    const unpaid = await t().ok(orders.create, {
      body: { productGoodsId: cleanser, num: 2, addressId: buyer.addressId, idempotencyKey: orderKey() },
      token: buyer.token,
    });
    const payTab = await t().ok(orders.queryPage, { body: { tab: 'pay' }, token: buyer.token });
    expect(payTab.list.map((order) => order.orderId)).toContain(unpaid.orderId);
    expect(payTab.list.every((order) => order.status === 1)).toBe(true);
    const card = payTab.list.find((order) => order.orderId === unpaid.orderId)!;
    expect(card).toMatchObject({ totalNum: 2, payable: unpaid.payable, awaitingMp: false });
    expect(card.lines[0]).toMatchObject({ name: CLEANSER, num: 2 });
    const shipTab = await t().ok(orders.queryPage, { body: { tab: 'ship' }, token: buyer.token });
    expect(shipTab.list.map((order) => order.orderId)).toEqual([paid]);

    const all = await t().ok(orders.queryPage, { body: { tab: 'all', pageNum: 1, pageSize: 1 }, token: buyer.token });
    expect(all).toMatchObject({ pageNum: 1, pageSize: 1, total: 2, hasMore: true });
    expect(all.list[0]!.orderId).toBe(unpaid.orderId);
    const second = await t().ok(orders.queryPage, { body: { pageNum: 2, pageSize: 1 }, token: buyer.token });
    expect(second.list[0]!.orderId).toBe(paid);
    expect(second.hasMore).toBe(false);

    const other = await demoMember(t(), 'demo_vip');
    const theirs = await t().ok(orders.queryPage, { body: {}, token: other.token });
    expect(theirs.list.map((order) => order.orderId)).not.toContain(paid);
    await t().ok(orders.cancel, { body: { orderId: unpaid.orderId }, token: buyer.token });
  });
});

describe('orders/cancel', () => {
  it('closes an unpaid order: its beans hold is voided and its stock returns', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const cleanser = await skuOf(t(), CLEANSER, 20);
    await credit(t(), buyer.memberId, 'BEANS', 1_000);
    const before = await t().services.ledger.balances(t().db, buyer.memberId);
    const placed = await t().ok(orders.create, {
      body: {
        productGoodsId: cleanser,
        num: 3,
        addressId: buyer.addressId,
        useBeans: '5.00',
        confirmBalances: true,
        idempotencyKey: orderKey(),
      },
      token: buyer.token,
    });
    expect(await stockOf(t(), cleanser)).toBe(17);
    const cancelled = await t().ok(orders.cancel, { body: { orderId: placed.orderId }, token: buyer.token });
    expect(cancelled).toMatchObject({ orderId: placed.orderId, status: 5, refunds: [] });
    expect(await stockOf(t(), cleanser)).toBe(20);
    expect(await t().services.ledger.balances(t().db, buyer.memberId)).toEqual(before);
  });

  it('refunds a paid order to every source it was paid from, once, however many cancels race', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const cream = await skuOf(t(), NIGHT_CREAM, 10);
    await credit(t(), buyer.memberId, 'CASH', 5_000);
    await credit(t(), buyer.memberId, 'BEANS', 2_000);
    const before = await t().services.ledger.balances(t().db, buyer.memberId);
    const placed = await t().ok(orders.create, {
      body: {
        productGoodsId: cream,
        num: 1,
        addressId: buyer.addressId,
        useCash: '50.00',
        useBeans: '10.00',
        confirmBalances: true,
        idempotencyKey: orderKey(),
      },
      token: buyer.token,
    });
    // The rest by the sandbox QR.
    await t().ok(pay.prepay, { body: { orderId: placed.orderId }, token: buyer.token });
    await t().ok(pay.sandboxComplete, { body: { orderId: placed.orderId, outcome: 'paid' } });
    expect((await detail(buyer, placed.orderId)).status).toBe(2);
    expect(await stockOf(t(), cream)).toBe(9);

    const racing = await Promise.all(
      Array.from({ length: 16 }, () =>
        t().call(orders.cancel, { body: { orderId: placed.orderId }, token: buyer.token }),
      ),
    );
    const won = racing.filter((answer) => answer.envelope.success);
    expect(won).toHaveLength(1);
    const refunds = (won[0]!.envelope.result as { refunds: { source: string; amount: string }[] }).refunds;
    expect(refunds.map((refund) => refund.source).sort()).toEqual(['BEANS', 'CASH', 'QR']);
    expect(refunds).toEqual(
      expect.arrayContaining([
        { source: 'CASH', amount: '50.00', to: 'source', state: 'done' },
        { source: 'QR', amount: placed.payable, to: 'payMethod', state: 'pending' },
      ]),
    );
    expect(await stockOf(t(), cream)).toBe(10);
    // Balances are back; the QR part goes back through the provider, not to the cash balance.
    expect(await t().services.ledger.balances(t().db, buyer.memberId)).toEqual(before);
    const pending = await detail(buyer, placed.orderId);
    expect(pending.refunds.find((refund) => refund.source === 'QR')).toMatchObject({
      to: 'payMethod',
      state: 'pending',
    });

    expect(await refundPayments(t().services, new Date(), placed.orderId)).toMatchObject({ refunded: 1, toBalance: 0 });
    const [row] = await t().services.payments.refunds.ofOrder(t().db, placed.orderId);
    expect(row).toMatchObject({ provider: 'sandbox', state: 'refunded', attempts: 1, amountMinor: qrMinor(placed) });
    expect(row!.providerRefundId).toMatch(/^sbx_re_/);
    expect((await detail(buyer, placed.orderId)).refunds).toEqual(
      expect.arrayContaining([
        { source: 'BEANS', amount: '10.00', to: 'source', state: 'done' },
        { source: 'QR', amount: placed.payable, to: 'payMethod', state: 'done' },
      ]),
    );
    expect(await t().services.ledger.balances(t().db, buyer.memberId)).toEqual(before);
    // Run again, nothing moves: the refund is settled.
    expect(await refundPayments(t().services, new Date(), placed.orderId)).toMatchObject({ refunded: 0 });
    const again = await t().call(orders.cancel, {
      body: { orderId: placed.orderId },
      token: buyer.token,
      lang: 'en_US',
    });
    expect(again.envelope.message).toBe('This cannot be done to the order in its current state');
  });

  it('is refused once the order ships, in the spec’s words, and for another member’s order', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { orderId } = await buyWithCash(t(), buyer, await skuOf(t(), CLEANSER));
    const other = await demoMember(t(), 'demo_vip');
    const notTheirs = await t().call(orders.cancel, { body: { orderId }, token: other.token, lang: 'en_US' });
    expect(notTheirs.envelope.message).toBe('Order is not correct');
    expect((await ship(orderId, `TH${Date.now()}A`)).envelope.success).toBe(true);
    const refused = await t().call(orders.cancel, { body: { orderId }, token: buyer.token, lang: 'en_US' });
    expect(refused.envelope.message).toBe('The order cannot be cancelled once shipping (refuse delivery or return it)');
  });
});

describe('shipping and logistics', () => {
  it('ships a cart order in two parcels, refuses a line twice or a used tracking number, and the member follows both', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const cleanser = await skuOf(t(), CLEANSER);
    const cream = await skuOf(t(), NIGHT_CREAM);
    await t().ok(cart.add, { body: { productGoodsId: cleanser, num: 1 }, token: buyer.token });
    await t().ok(cart.add, { body: { productGoodsId: cream, num: 1 }, token: buyer.token });
    const placed = await buyWithCash(t(), buyer);
    const [first, second] = (await detail(buyer, placed.orderId)).lines;
    const tracking = `TH${Date.now()}B`;
    const parcel = await ship(placed.orderId, tracking, String(first!.id));
    expect(parcel.envelope.result).toMatchObject({ status: 3, shipment: { lineIds: [first!.id], events: [] } });
    expect((await ship(placed.orderId, `${tracking}X`, String(first!.id))).envelope.error).toBe('LINES_NOT_SHIPPABLE');
    expect((await ship(placed.orderId, tracking)).envelope.error).toBe('TRACKING_NO_TAKEN');
    const rest = await ship(placed.orderId, `${tracking}2`);
    expect(rest.envelope.result).toMatchObject({ status: 3, shipment: { lineIds: [second!.id] } });

    const shipmentId = (parcel.envelope.result as { shipment: { shipmentId: number } }).shipment.shipmentId;
    await t().ok(adminOrders.trackingEvent, {
      body: { shipmentId, text: 'Arrived at Bangkok hub' },
      token: shop.adminToken,
    });
    const logistics = await t().ok(orders.logistics, { query: { orderId: placed.orderId }, token: buyer.token });
    expect(logistics.shipments.map((s) => s.trackingNo)).toEqual([tracking, `${tracking}2`]);
    expect(logistics.shipments[0]!.events).toMatchObject([{ text: 'Arrived at Bangkok hub', source: 'operator' }]);
    const other = await demoMember(t(), 'demo_regular');
    const hidden = await t().call(orders.logistics, { query: { orderId: placed.orderId }, token: other.token });
    expect(hidden.envelope.error).toBe('ORDER_NOT_FOUND');
    const shown = await detail(buyer, placed.orderId);
    expect(shown).toMatchObject({ status: 3, carrier: 'Kerry Express', trackingNo: tracking });
  });

  it('refuses shipping to a role that does not ship and for an unpaid order', async () => {
    const finance = await signedInOperator(t(), {
      username: 'finance-ship',
      password: 'Finance@123456',
      roles: ['finance'],
    });
    const buyer = await demoMember(t(), 'demo_regular');
    const unpaid = await t().ok(orders.create, {
      body: {
        productGoodsId: await skuOf(t(), CLEANSER),
        num: 1,
        addressId: buyer.addressId,
        idempotencyKey: orderKey(),
      },
      token: buyer.token,
    });
    const body = { orderId: unpaid.orderId, carrier: 'Flash', trackingNo: `TH${Date.now()}C` };
    expect((await t().call(adminOrders.ship, { body, token: finance })).status).toBe(403);
    expect((await t().call(adminOrders.ship, { body, token: shop.adminToken })).envelope.error).toBe('ORDER_STATE');
    await t().ok(orders.cancel, { body: { orderId: unpaid.orderId }, token: buyer.token });
  });
});

describe('receipt, MP and deleting', () => {
  it('completes an order without MP at receipt; an MP order waits for its MP, which is announced once', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { orderId: plain } = await buyWithCash(t(), buyer, await skuOf(t(), CLEANSER));
    const { orderId: withMp } = await buyWithCash(t(), buyer, await skuOf(t(), NIGHT_CREAM), 2);
    const early = await t().call(orders.confirmReceipt, { body: { orderId: plain }, token: buyer.token });
    expect(early.envelope.error).toBe('ORDER_STATE');
    await ship(plain, `TH${Date.now()}D`);
    await ship(withMp, `TH${Date.now()}E`);

    expect(await t().ok(orders.confirmReceipt, { body: { orderId: plain }, token: buyer.token })).toMatchObject({
      status: 6,
      viewStatus: 7,
    });
    const received = await t().ok(orders.confirmReceipt, { body: { orderId: withMp }, token: buyer.token });
    expect(received).toMatchObject({ status: 4, viewStatus: 7 });
    expect((await detail(buyer, withMp)).awaitingMp).toBe(true);
    const reviewTab = await t().ok(orders.queryPage, { body: { tab: 'review' }, token: buyer.token });
    expect(reviewTab.list.map((order) => order.orderId)).toEqual(expect.arrayContaining([plain, withMp]));

    const confirmations = await Promise.all(
      Array.from({ length: 8 }, () => t().call(orders.confirmMp, { body: { orderId: withMp }, token: buyer.token })),
    );
    expect(confirmations.filter((answer) => answer.envelope.success)).toHaveLength(1);
    expect((await detail(buyer, withMp)).status).toBe(6);
    const events = await t().db.execute<{ payload: { rewardMp: number; memberId: number } }>(
      sql`select payload from outbox where topic = 'order.mp_activated' and key = ${String(withMp)}`,
    );
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0]!.payload).toMatchObject({ rewardMp: 80, memberId: buyer.memberId });
  });

  it('hides only closed or complete orders from the list', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { orderId } = await buyWithCash(t(), buyer, await skuOf(t(), CLEANSER));
    const early = await t().call(orders.delete, { body: { orderId }, token: buyer.token, lang: 'en_US' });
    expect(early.envelope.message).toBe('Only closed or completed orders can be deleted');
    await t().ok(orders.cancel, { body: { orderId }, token: buyer.token });
    expect(await t().ok(orders.delete, { body: { orderId }, token: buyer.token })).toEqual({ deleted: true });
    const all = await t().ok(orders.queryPage, { body: { pageSize: 100 }, token: buyer.token });
    expect(all.list.map((order) => order.orderId)).not.toContain(orderId);
  });
});

describe('the clock', () => {
  it('receives an order 10 days after shipping and confirms its MP 7 days after receipt', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { orderId } = await buyWithCash(t(), buyer, await skuOf(t(), NIGHT_CREAM));
    await ship(orderId, `TH${Date.now()}F`);
    const now = Date.now();
    const day = 86_400_000;
    expect((await autoConfirmOrders(t().services, new Date(now + 9 * day))).received).toBe(0);
    const tenDays = await autoConfirmOrders(t().services, new Date(now + 10 * day + 60_000));
    expect(tenDays.received).toBeGreaterThanOrEqual(1);
    expect((await detail(buyer, orderId)).status).toBe(4);
    await t().db.execute(sql`update orders set received_at = now() where id = ${orderId}`);
    expect((await autoConfirmOrders(t().services, new Date(now + 6 * day))).mpConfirmed).toBe(0);
    expect(
      (await autoConfirmOrders(t().services, new Date(now + 7 * day + 60_000))).mpConfirmed,
    ).toBeGreaterThanOrEqual(1);
    expect((await detail(buyer, orderId)).status).toBe(6);
  });

  it('leaves the ledger clean', async () => {
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
