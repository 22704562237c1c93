// An order's money once placed: paid (holds posted to revenue, the QR part recorded), or closed
// (holds voided, the discount card credited back, stock returned). Each runs in the caller's
// transaction, moves the status through the state machine first, and is safe to repeat.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CouponService } from '../coupon/index.ts';
import { publish, type Topics } from '../events/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { flashSaleBuys, orderLines, orderPayments, orders } from './orders.schema.ts';
import { partKinds } from './orders.sources.ts';
import { moveOrder, type OrderEvent } from './orders.states.ts';
import type { Subsidies } from './orders.subsidy.ts';

export interface SettleDeps {
  catalog: CatalogService;
  ledger: LedgerService;
  coupons: CouponService;
  /** Whether a refund or return of the order is open (the after-sales module answers): MP waits for it. */
  hasOpenRefund: (tx: Tx, orderId: number) => Promise<boolean>;
  /** The units of each line (by id) whose money was given back: MP and points count the units kept. */
  refundedUnits: (tx: Tx, orderId: number) => Promise<Map<number, number>>;
  /** Gives a closed or cancelled order's subsidies back to their campaigns' budgets. */
  subsidies?: Pick<Subsidies, 'giveBack'> | undefined;
}

export type QrSettlement = 'paid' | 'alreadyPaid' | 'notPayable';

export async function lockOrder(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      memberId: orders.memberId,
      onBehalfMemberId: orders.onBehalfMemberId,
      qrMinor: orders.qrMinor,
      transactionNo: orders.transactionNo,
      grantsLevel: orders.grantsLevel,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/**
 * Announces that the order's money arrived, for what follows a payment outside it (a set's level):
 * a QR callback and an order born paid in a transaction come here; one written at once publishes
 * the same payload in its statement (`orders.write.ts`).
 */
export async function publishPaid(tx: Tx, orderId: number, at: Date): Promise<void> {
  const [order] = await tx
    .select({
      memberId: orders.memberId,
      onBehalfMemberId: orders.onBehalfMemberId,
      currency: orders.currency,
      goodsMinor: orders.goodsMinor,
      grantsLevel: orders.grantsLevel,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const sets = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productType, 'set')));
  await publish(tx, 'order.paid', String(orderId), paidPayload({ id: orderId, ...order }, at, sets));
}

/** What `order.paid` says of an order: its one shape, whichever way the order was paid. */
export function paidPayload(
  order: {
    id: number;
    memberId: number;
    onBehalfMemberId?: number | null | undefined;
    currency: string;
    goodsMinor: number;
    grantsLevel?: number | null | undefined;
  },
  at: Date,
  sets: Array<{ productId: number; quantity: number }> = [],
): Topics['order.paid'] {
  return {
    orderId: order.id,
    memberId: order.memberId,
    beneficiaryId: order.onBehalfMemberId ?? order.memberId,
    currency: order.currency,
    goodsMinor: order.goodsMinor,
    grantsLevel: order.grantsLevel ?? null,
    at: at.toISOString(),
    sets,
  };
}

/** Posts every held balance to revenue, marks the order paid and uses its coupon. */
async function completePayment(
  tx: Tx,
  deps: SettleDeps,
  order: NonNullable<Awaited<ReturnType<typeof lockOrder>>>,
  at: Date,
) {
  await moveOrder(tx, order.id, 'pay', at);
  const held = await tx
    .select({ id: orderPayments.id, holdId: orderPayments.holdId, source: orderPayments.source })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.state, 'held')));
  for (const payment of held) {
    await deps.ledger.postHold(tx, payment.holdId!, {
      idempotencyKey: `order:${order.id}:post:${payment.holdId}`,
      to: { system: 'REVENUE' },
      kind: partKinds(payment.source).spent,
      reference: `order:${order.id}`,
    });
  }
  await tx
    .update(orderPayments)
    .set({ state: 'posted' })
    .where(and(eq(orderPayments.orderId, order.id), sql`${orderPayments.state} in ('held', 'pending')`));
  await deps.coupons.consume(tx, `order:${order.id}`, at);
  await publishPaid(tx, order.id, at);
}

/**
 * The QR part arrived (a verified provider callback). 'notPayable' when the order closed before it
 * came or the amount differs: the caller returns the money to the member's balance.
 */
export async function settleQrPayment(
  tx: Tx,
  deps: SettleDeps,
  input: { orderId: number; amountMinor: number; provider: string; reference: string; paidAt: Date },
): Promise<QrSettlement> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) return 'notPayable';
  if (order.status !== 1) return order.transactionNo === input.reference ? 'alreadyPaid' : 'notPayable';
  if (order.qrMinor !== input.amountMinor) return 'notPayable';
  await tx.update(orders).set({ transactionNo: input.reference }).where(eq(orders.id, order.id));
  await tx
    .update(orderPayments)
    .set({ reference: `${input.provider}:${input.reference}` })
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.source, 'QR')));
  await completePayment(tx, deps, order, input.paidAt);
  return 'paid';
}

/** Returns an order's stock: the SKUs', and the flash sales' with each buyer's share. */
export async function returnStock(tx: Tx, deps: SettleDeps, orderId: number, memberId: number) {
  const lines = await tx
    .select({
      productGoodsId: orderLines.productGoodsId,
      flashSaleId: orderLines.flashSaleId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.productGoodsId);
  for (const line of lines) {
    await deps.catalog.stock.giveBack(tx, line.productGoodsId, line.quantity);
    if (line.flashSaleId === null) continue;
    await deps.catalog.stock.giveBackFlash(tx, line.flashSaleId, line.quantity);
    await tx
      .update(flashSaleBuys)
      .set({ quantity: sql`greatest(${flashSaleBuys.quantity} - ${line.quantity}, 0)` })
      .where(and(eq(flashSaleBuys.flashSaleId, line.flashSaleId), eq(flashSaleBuys.memberId, memberId)));
  }
}

/**
 * Closes an unpaid order (`close`, by the clock or the member): every hold voided, the discount
 * card credited back, stock returned. False when the order was no longer unpaid.
 */
export async function closeUnpaid(tx: Tx, deps: SettleDeps, orderId: number, at: Date, event: OrderEvent = 'close') {
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== 1) return false;
  await moveOrder(tx, orderId, event, at);
  const payments = await tx
    .select({
      id: orderPayments.id,
      source: orderPayments.source,
      holdId: orderPayments.holdId,
      amountMinor: orderPayments.amountMinor,
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  for (const payment of payments) {
    if (payment.holdId !== null) {
      await deps.ledger.voidHold(tx, payment.holdId, {
        idempotencyKey: `order:${orderId}:void:${payment.holdId}`,
        kind: partKinds(payment.source).released,
        reference: `order:${orderId}`,
      });
    } else if (payment.source === 'DISCOUNT_CARD') {
      await deps.ledger.creditLot(tx, {
        idempotencyKey: `order:${orderId}:dc-return`,
        memberId: order.memberId,
        amountMinor: payment.amountMinor,
        kind: 'DC_RETURNED',
        from: { system: 'REVENUE' },
        reference: `order:${orderId}`,
        now: at,
      });
    }
  }
  await tx
    .update(orderPayments)
    .set({ state: 'voided' })
    .where(and(eq(orderPayments.orderId, orderId), sql`${orderPayments.state} in ('held', 'pending', 'posted')`));
  await returnStock(tx, deps, orderId, order.memberId);
  await deps.coupons.release(tx, `order:${orderId}`);
  await deps.subsidies?.giveBack(tx, orderId, at);
  return true;
}
