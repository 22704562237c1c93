// A payment source added through the registry alone: a bonus credit (the ledger's BONUS_CREDIT, a
// balance orders never spent), applied before the QR as far as the member holds it, with no order
// column, wire parameter or pricing step of its own. It flows through the preview, an order waiting
// for the QR (held, then released on cancel), an order it pays in full (spent, refunded on cancel)
// and an after-sale refund of a line it paid, and the ledger stays clean.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAfterSale, adminOrders, afterSale, orders } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { credit, demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { oneOperatorRefundsAll, requestBody, tracking } from '../../../test/aftersale-support.ts';
import { auditLedger } from '../ledger/index.ts';
import type * as registry from './sources/index.ts';
import type { PaymentSource } from './sources/source.ts';

vi.mock('./sources/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof registry>();
  const { fromBalance } = await import('./sources/source.ts');
  const bonusCredit: PaymentSource = {
    name: 'bonusCredit',
    source: 'BONUS_CREDIT',
    ledger: {},
    cover: (step) => fromBalance(step),
  };
  const list = [...original.paymentSources];
  list.splice(
    list.findIndex((entry) => entry.name === 'qr'),
    0,
    bonusCredit,
  );
  return { ...original, paymentSources: list };
});

const shop = demoShopForFile();
const t = () => shop.t;
/** No MP: a received order of it completes at once. */
const CLEANSER = 'Gentle Amino Acid Cleanser';

beforeAll(async () => {
  await oneOperatorRefundsAll(t());
});

async function bonusOf(memberId: number): Promise<number> {
  return Number((await t().services.ledger.balances(t().db, memberId)).BONUS_CREDIT);
}

async function orderRow(orderId: number) {
  const found = await t().db.execute<{ other: string; qr: string; status: number }>(
    sql`select other_sources_minor as other, qr_minor as qr, status from orders where id = ${orderId}`,
  );
  const row = found.rows[0]!;
  return { other: Number(row.other), qr: Number(row.qr), status: Number(row.status) };
}

async function lineDeductions(orderId: number) {
  const found = await t().db.execute<{ deductions: Record<string, number> }>(
    sql`select deductions from order_lines where order_id = ${orderId}`,
  );
  return found.rows[0]!.deductions;
}

function buy(buyer: DemoBuyer, productGoodsId: number, num: number) {
  return t().ok(orders.create, {
    body: { productGoodsId, num, addressId: buyer.addressId, idempotencyKey: orderKey() },
    token: buyer.token,
  });
}

describe('a payment source added through the registry alone', () => {
  it('lowers the preview’s QR part, is held while the QR is awaited and released on cancel', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const cleanser = await skuOf(t(), CLEANSER, 20);
    const body = { productGoodsId: cleanser, num: 2 };
    const plain = await t().ok(orders.preview, { body, token: buyer.token });
    await credit(t(), buyer.memberId, 'BONUS_CREDIT', 3_000);
    const preview = await t().ok(orders.preview, { body, token: buyer.token });
    expect(Number(preview.amounts.qr)).toBeCloseTo(Number(plain.amounts.qr) - 30, 2);
    expect(preview.amounts.orderTotal).toBe(plain.amounts.orderTotal);

    const placed = await buy(buyer, cleanser, 2);
    expect(placed.status).toBe(1);
    expect(placed.payable).toBe(preview.amounts.qr);
    expect(await orderRow(placed.orderId)).toMatchObject({ other: 3_000, status: 1 });
    expect((await lineDeductions(placed.orderId)).BONUS_CREDIT).toBe(3_000);
    expect(await bonusOf(buyer.memberId)).toBe(0);

    const cancelled = await t().ok(orders.cancel, { body: { orderId: placed.orderId }, token: buyer.token });
    expect(cancelled).toMatchObject({ status: 5, refunds: [] });
    expect(await bonusOf(buyer.memberId)).toBe(3_000);
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });

  it('pays an order in full, is refunded to its balance when the paid order is cancelled', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const cleanser = await skuOf(t(), CLEANSER, 20);
    await credit(t(), buyer.memberId, 'BONUS_CREDIT', 500_000);
    const held = await bonusOf(buyer.memberId);
    const preview = await t().ok(orders.preview, { body: { productGoodsId: cleanser, num: 1 }, token: buyer.token });
    expect(preview.amounts.qr).toBe('0.00');
    const placed = await buy(buyer, cleanser, 1);
    expect(placed.status).toBe(2);
    const total = Math.round(Number(preview.amounts.orderTotal) * 100);
    expect(await orderRow(placed.orderId)).toMatchObject({ other: total, qr: 0, status: 2 });
    expect(await bonusOf(buyer.memberId)).toBe(held - total);

    const cancelled = await t().ok(orders.cancel, { body: { orderId: placed.orderId }, token: buyer.token });
    expect(cancelled.refunds).toEqual([
      { source: 'BONUS_CREDIT', amount: preview.amounts.orderTotal, to: 'source', state: 'done' },
    ]);
    expect(await bonusOf(buyer.memberId)).toBe(held);
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });

  it('counts in what an after-sale refund of a line it paid gives back', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const cleanser = await skuOf(t(), CLEANSER, 20);
    await credit(t(), buyer.memberId, 'BONUS_CREDIT', 500_000);
    const placed = await buy(buyer, cleanser, 2);
    expect(placed.status).toBe(2);
    const deductions = await lineDeductions(placed.orderId);
    await t().ok(adminOrders.ship, {
      body: { orderId: placed.orderId, carrier: 'Kerry Express', trackingNo: tracking() },
      token: shop.adminToken,
    });
    await t().ok(orders.confirmReceipt, { body: { orderId: placed.orderId }, token: buyer.token });
    const detail = await t().ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
    const asked = await t().ok(afterSale.apply, {
      body: requestBody({
        orderLineId: detail.lines[0]!.id,
        type: 'refund',
        reason: 1,
        quantity: 1,
        refundTarget: 'balance',
      }),
      token: buyer.token,
    });
    const decide = (action: 'approve' | 'refund') =>
      t().ok(adminAfterSale.decide, { body: { id: asked.id, action, note: '' }, token: shop.adminToken });
    await decide('approve');
    const refunded = await decide('refund');
    // The line's goods were paid by the bonus credit alone: one of two units gives back half.
    const lineTotal = Math.round(Number(detail.lines[0]!.lineTotal) * 100);
    expect(deductions.BONUS_CREDIT).toBeGreaterThanOrEqual(lineTotal);
    expect(Math.round(Number(refunded.refundAmount) * 100)).toBe(lineTotal / 2);
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
