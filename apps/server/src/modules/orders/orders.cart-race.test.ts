// One cart line bought once, over real sockets: eight orders of the same line sent at the same
// instant under different keys make one order and tell the other seven the cart changed, whether
// the order is written in one statement (paid from the balance) or in a transaction (a balance
// held while the rest waits for the QR). Buying the same SKU now, not from the cart, still works
// side by side and leaves the cart line alone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart, orders } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { listening, raced, type HeldAnswer } from '../../../test/held-requests.ts';
import { credit, demoMember, orderKey, skuOf, stockOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';

let t: TestApp;
let port: number;
let productGoodsId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ port } = await listening(t));
  productGoodsId = await skuOf(t, 'Glass Food Container Set', 100);
}, 120_000);
afterAll(() => t.close());

function tally(answers: HeldAnswer[]) {
  const counts: Record<string, number> = {};
  for (const { envelope } of answers) {
    const key = envelope.success ? 'ok' : (envelope.error ?? 'unknown');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The buyer's cart holding one line of the SKU (one unit), and nothing else: answers its id. */
async function oneCartLine(buyer: DemoBuyer): Promise<number> {
  await t.db.execute(sql`delete from cart_lines where member_id = ${buyer.memberId}`);
  await t.ok(cart.add, { body: { productGoodsId, num: 1 }, token: buyer.token });
  return (await t.ok(cart.list, { token: buyer.token })).list[0]!.id;
}

async function ordersOf(buyer: DemoBuyer): Promise<number> {
  const found = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from orders where member_id = ${buyer.memberId}`,
  );
  return found.rows[0]!.n;
}

/** Cash and cash gift together: an order's `useCash` spends the gift first. */
async function cashOf(buyer: DemoBuyer): Promise<number> {
  const balances = await t.services.ledger.balances(t.db, buyer.memberId);
  return Number(balances.CASH) + Number(balances.CASH_GIFT);
}

/** The member's orders after `afterId` that a balance pays or holds for. */
async function ordersSpending(buyer: DemoBuyer, afterId: number): Promise<number> {
  const found = await t.db.execute<{ n: number }>(sql`
    select count(distinct o.id)::int as n from order_payments p join orders o on o.id = p.order_id
     where o.member_id = ${buyer.memberId} and o.id > ${afterId} and p.source <> 'QR'`);
  return found.rows[0]!.n;
}

async function lastOrderId(): Promise<number> {
  const found = await t.db.execute<{ id: number | null }>(sql`select max(id)::int as id from orders`);
  return found.rows[0]!.id ?? 0;
}

describe('orders/create of one cart line, eight at once', () => {
  it('paid from the balance in one statement: one order, seven told the cart changed', async () => {
    const buyer = await demoMember(t, 'demo_regular');
    await credit(t, buyer.memberId, 'CASH', 100_000);
    const lineId = await oneCartLine(buyer);
    const priced = await t.ok(orders.preview, { body: { cartIds: [lineId] }, token: buyer.token });
    const [ordersBefore, cashBefore, stockBefore] = [
      await ordersOf(buyer),
      await cashOf(buyer),
      await stockOf(t, productGoodsId),
    ];
    const body = () => ({
      cartIds: String(lineId),
      addressId: buyer.addressId,
      useCash: priced.amounts.orderTotal,
      confirmBalances: true,
      idempotencyKey: orderKey(),
    });
    const answers = await raced(port, orders.create, buyer.token, Array.from({ length: 8 }, body));
    expect(tally(answers)).toEqual({ ok: 1, CART_CHANGED: 7 });
    const refused = answers.find((answer) => !answer.envelope.success)!;
    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe('Your cart has changed: check it and order again');
    expect(await ordersOf(buyer)).toBe(ordersBefore + 1);
    expect(await cashOf(buyer)).toBe(cashBefore - Math.round(Number(priced.amounts.orderTotal) * 100));
    expect(await stockOf(t, productGoodsId)).toBe(stockBefore - 1);
    expect((await t.ok(cart.list, { token: buyer.token })).list).toEqual([]);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  }, 60_000);

  it('a balance held for a QR, in a transaction: one order, seven told the cart changed', async () => {
    const buyer = await demoMember(t, 'demo_vip');
    await credit(t, buyer.memberId, 'CASH', 100);
    const lineId = await oneCartLine(buyer);
    const [ordersBefore, stockBefore, lastBefore] = [
      await ordersOf(buyer),
      await stockOf(t, productGoodsId),
      await lastOrderId(),
    ];
    const body = () => ({
      cartIds: String(lineId),
      addressId: buyer.addressId,
      useCash: '1.00',
      confirmBalances: true,
      idempotencyKey: orderKey(),
    });
    const answers = await raced(port, orders.create, buyer.token, Array.from({ length: 8 }, body));
    expect(tally(answers)).toEqual({ ok: 1, CART_CHANGED: 7 });
    expect(await ordersOf(buyer)).toBe(ordersBefore + 1);
    expect(await stockOf(t, productGoodsId)).toBe(stockBefore - 1);
    // The one order holds the balance; the refused ones left nothing held.
    expect(await ordersSpending(buyer, lastBefore)).toBe(1);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  }, 60_000);

  it('buying the same SKU now, eight at once, makes eight orders and leaves the cart line', async () => {
    const buyer = await demoMember(t, 'demo_v730');
    await credit(t, buyer.memberId, 'CASH', 1_000_000);
    const lineId = await oneCartLine(buyer);
    const priced = await t.ok(orders.preview, { body: { productGoodsId, num: 1 }, token: buyer.token });
    const ordersBefore = await ordersOf(buyer);
    const body = () => ({
      productGoodsId,
      num: 1,
      addressId: buyer.addressId,
      useCash: priced.amounts.orderTotal,
      confirmBalances: true,
      idempotencyKey: orderKey(),
    });
    const answers = await raced(port, orders.create, buyer.token, Array.from({ length: 8 }, body));
    expect(tally(answers)).toEqual({ ok: 8 });
    expect(await ordersOf(buyer)).toBe(ordersBefore + 8);
    expect((await t.ok(cart.list, { token: buyer.token })).list.map((line) => line.id)).toEqual([lineId]);
  }, 60_000);

  it('every selected line, no ids named: still one order', async () => {
    const buyer = await demoMember(t, 'demo_regular');
    await credit(t, buyer.memberId, 'CASH', 100_000);
    await oneCartLine(buyer);
    const priced = await t.ok(orders.preview, { body: {}, token: buyer.token });
    const ordersBefore = await ordersOf(buyer);
    const body = () => ({
      addressId: buyer.addressId,
      useCash: priced.amounts.orderTotal,
      confirmBalances: true,
      idempotencyKey: orderKey(),
    });
    const answers = await raced(port, orders.create, buyer.token, Array.from({ length: 8 }, body));
    const counts = tally(answers);
    // A copy that reads the cart after the first order emptied it finds nothing selected.
    expect(counts.ok).toBe(1);
    expect((counts.CART_CHANGED ?? 0) + (counts.NOTHING_SELECTED ?? 0)).toBe(7);
    expect(await ordersOf(buyer)).toBe(ordersBefore + 1);
  }, 60_000);
});
