// A cancelled order's QR part given back: through the sandbox provider (no ledger movement), or to
// the member's cash balance exactly once when the provider cannot (PromptPay, a payment naming no
// provider), whatever the number of workers; and a refund left behind by a process that died after
// the cancel committed is settled by the sweeper.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@mall/contracts';
import { demoShopForFile } from '../../test/harness.ts';
import { buyWithQr, demoMember, skuOf, type DemoBuyer } from '../../test/orders-support.ts';
import { refundPayments } from './refund-payments.jobs.ts';
import { auditLedger } from '../modules/ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;
const CLEANSER = 'Gentle Amino Acid Cleanser';
const MINUTE = 60_000;

async function qrPaid(buyer: DemoBuyer) {
  return buyWithQr(t(), buyer, await skuOf(t(), CLEANSER));
}

async function cancel(buyer: DemoBuyer, orderId: number) {
  return t().ok(orders.cancel, { body: { orderId }, token: buyer.token });
}

async function cash(memberId: number) {
  return (await t().services.ledger.balances(t().db, memberId)).CASH;
}

async function refundsOf(orderId: number) {
  return t().services.payments.refunds.ofOrder(t().db, orderId);
}

/** Says the QR part was paid another way than the sandbox's (PromptPay confirmed from the statement). */
async function paidWith(orderId: number, reference: string | null) {
  await t().db.execute(
    sql`update order_payments set reference = ${reference} where order_id = ${orderId} and source = 'QR'`,
  );
}

describe('a cancelled order’s QR part', () => {
  it('goes back through the sandbox provider: no ledger movement, and a rerun changes nothing', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const order = await qrPaid(buyer);
    const before = await t().services.ledger.balances(t().db, buyer.memberId);
    const cancelled = await cancel(buyer, order.orderId);
    expect(cancelled.refunds).toEqual([{ source: 'QR', amount: order.payable, to: 'payMethod', state: 'pending' }]);
    expect(await refundsOf(order.orderId)).toMatchObject([{ state: 'pending', attempts: 0, provider: 'sandbox' }]);

    expect(await refundPayments(t().services, new Date(), order.orderId)).toMatchObject({ refunded: 1 });
    expect(await refundPayments(t().services, new Date(), order.orderId)).toMatchObject({ refunded: 0, toBalance: 0 });
    const [refund] = await refundsOf(order.orderId);
    expect(refund).toMatchObject({ state: 'refunded', attempts: 1, lastError: null, amountMinor: order.qrMinor });
    expect(refund!.settledAt).toBeInstanceOf(Date);
    expect(await t().services.ledger.balances(t().db, buyer.memberId)).toEqual(before);
    const movements = await t().services.ledger.movementsByReference(t().db, `order:${order.orderId}`);
    expect(movements.filter((movement) => movement.kind === 'ORDER_REFUND')).toEqual([]);
    const detail = await t().ok(orders.detail, { query: { orderId: order.orderId }, token: buyer.token });
    expect(detail.refunds).toEqual([{ source: 'QR', amount: order.payable, to: 'payMethod', state: 'done' }]);
  });

  it('goes to the cash balance exactly once when the provider cannot refund, however many workers run', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const order = await qrPaid(buyer);
    await paidWith(order.orderId, 'promptpay:BANK-STATEMENT-42');
    const before = Number(await cash(buyer.memberId));
    const cancelled = await cancel(buyer, order.orderId);
    // PromptPay has no refund API: the shopper is told at once where the money goes.
    expect(cancelled.refunds).toEqual([{ source: 'QR', amount: order.payable, to: 'cash', state: 'pending' }]);

    const now = new Date();
    const runs = await Promise.all(Array.from({ length: 4 }, () => refundPayments(t().services, now)));
    expect(runs.reduce((sum, run) => sum + run.toBalance, 0)).toBe(1);
    expect((await refundPayments(t().services, new Date(now.getTime() + 120 * MINUTE))).toBalance).toBe(0);
    expect(Number(await cash(buyer.memberId)) - before).toBe(order.qrMinor);
    const movements = await t().services.ledger.movementsByReference(t().db, `order:${order.orderId}`);
    expect(movements.filter((movement) => movement.kind === 'ORDER_REFUND')).toMatchObject([
      { asset: 'CASH', amountMinor: order.qrMinor },
    ]);
    expect(await refundsOf(order.orderId)).toMatchObject([
      {
        state: 'to_balance',
        provider: 'promptpay',
        providerRef: 'BANK-STATEMENT-42',
        lastError: 'PromptPay has no refund API',
      },
    ]);
    const detail = await t().ok(orders.detail, { query: { orderId: order.orderId }, token: buyer.token });
    expect(detail.refunds).toEqual([{ source: 'QR', amount: order.payable, to: 'cash', state: 'done' }]);
  });

  it('goes to the cash balance when the payment named no provider to ask', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const order = await qrPaid(buyer);
    await paidWith(order.orderId, null);
    const before = Number(await cash(buyer.memberId));
    await cancel(buyer, order.orderId);
    expect(await refundPayments(t().services, new Date(), order.orderId)).toMatchObject({ toBalance: 1 });
    expect(Number(await cash(buyer.memberId)) - before).toBe(order.qrMinor);
    expect(await refundsOf(order.orderId)).toMatchObject([{ state: 'to_balance', provider: 'unknown' }]);
  });

  it('left pending by a process that died after the cancel, or while asking the provider, is settled by the sweeper', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const first = await qrPaid(buyer);
    const second = await qrPaid(buyer);
    // No job queue runs in this app: the cancels commit and nothing takes their refunds.
    await cancel(buyer, first.orderId);
    await cancel(buyer, second.orderId);
    const now = new Date();
    // A worker takes the second refund and dies before the provider answers.
    const taken = await t().services.payments.refunds.claimDue(t().db, {
      now,
      limit: 1,
      holdMs: 5 * MINUTE,
      orderId: second.orderId,
    });
    expect(taken.map((refund) => refund.orderId)).toEqual([second.orderId]);

    const sweep = await refundPayments(t().services, now);
    expect(sweep.refunded).toBeGreaterThanOrEqual(1);
    expect(await refundsOf(first.orderId)).toMatchObject([{ state: 'refunded', attempts: 1 }]);
    // Held by the worker that died: nobody asks the provider about it until the hold ends.
    expect(await refundsOf(second.orderId)).toMatchObject([{ state: 'pending', attempts: 1 }]);
    await refundPayments(t().services, new Date(now.getTime() + 4 * MINUTE));
    expect(await refundsOf(second.orderId)).toMatchObject([{ state: 'pending', attempts: 1 }]);
    await refundPayments(t().services, new Date(now.getTime() + 6 * MINUTE));
    expect(await refundsOf(second.orderId)).toMatchObject([{ state: 'refunded', attempts: 2 }]);
  });

  it('is given back once per order when workers race, and leaves the ledger clean', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const paid = [await qrPaid(buyer), await qrPaid(buyer), await qrPaid(buyer)];
    for (const order of paid) await cancel(buyer, order.orderId);
    const now = new Date();
    const runs = await Promise.all(Array.from({ length: 4 }, () => refundPayments(t().services, now)));
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBe(3);
    for (const order of paid)
      expect(await refundsOf(order.orderId)).toMatchObject([{ state: 'refunded', attempts: 1 }]);
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
