// What happens to an order once paid, on the member's side: cancel before shipping (every balance
// paid from is refunded; the QR part is handed back to the caller, who opens its refund through the
// provider in the same transaction), confirm receipt, confirm MP (active at once, announced through the
// outbox), and hiding a finished order. Each runs in the caller's transaction, through the state
// machine, and is safe to repeat: a second call finds the order moved and is refused.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { publish } from '../events/index.ts';
import { orderLines, orderPayments, orders } from './orders.schema.ts';
import { closeUnpaid, lockOrder, returnStock, type SettleDeps } from './orders.settle.ts';
import { moveOrder, refusal } from './orders.states.ts';

export interface Refund {
  /** The order payment given back. */
  paymentId: number;
  source: string;
  amountMinor: number;
  /** How the paid callback recorded a QR payment (`<provider>:<reference>`). */
  reference: string | null;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'orders.notFound', undefined, 'ORDER_NOT_FOUND');
}

/** The member's own order, locked for the step. */
async function lockOwn(tx: Tx, memberId: number, orderId: number) {
  const order = await lockOrder(tx, orderId);
  if (!order || order.memberId !== memberId) throw notFound();
  return order;
}

/**
 * Gives back what paid for a paid order: each balance to the payer. The QR part never entered the
 * ledger: it is answered among the refunds for the caller to give back through its provider.
 */
async function refundPayments(tx: Tx, deps: SettleDeps, orderId: number, memberId: number, at: Date) {
  const reference = `order:${orderId}`;
  const posted = await tx
    .select({
      id: orderPayments.id,
      source: orderPayments.source,
      amountMinor: orderPayments.amountMinor,
      reference: orderPayments.reference,
    })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.state, 'posted')));
  const refunds: Refund[] = [];
  for (const payment of posted) {
    const idempotencyKey = `order:${orderId}:refund:${payment.id}`;
    if (payment.source === 'DISCOUNT_CARD') {
      await deps.ledger.creditLot(tx, {
        idempotencyKey,
        memberId,
        amountMinor: payment.amountMinor,
        kind: 'DC_RETURNED',
        from: { system: 'REVENUE' },
        reference,
        now: at,
      });
    } else if (payment.source !== 'COUPON' && payment.source !== 'QR' && payment.source !== 'SUBSIDY') {
      await deps.ledger.transfer(tx, {
        idempotencyKey,
        kind: 'ORDER_REFUND',
        reference,
        legs: [
          { from: { system: 'REVENUE' }, to: { memberId }, asset: payment.source, amountMinor: payment.amountMinor },
        ],
      });
    }
    refunds.push({
      paymentId: payment.id,
      source: payment.source,
      amountMinor: payment.amountMinor,
      reference: payment.source === 'QR' ? payment.reference : null,
    });
  }
  if (posted.length > 0)
    await tx
      .update(orderPayments)
      .set({ state: 'refunded' })
      .where(
        inArray(
          orderPayments.id,
          posted.map((payment) => payment.id),
        ),
      );
  return refunds;
}

/**
 * Cancels the member's order before it ships. Unpaid: it closes (holds voided). Paid: every balance
 * is refunded, the coupon given back, the stock returned; the QR part is among the refunds answered,
 * for the caller to open its refund through the provider in this transaction. A set order, whose
 * level is already granted, is exchange-only and cannot be cancelled once paid.
 */
export async function cancelOrder(
  tx: Tx,
  deps: SettleDeps,
  memberId: number,
  orderId: number,
  at: Date,
): Promise<{ status: number; refunds: Refund[] }> {
  const order = await lockOwn(tx, memberId, orderId);
  if (order.status === 1) {
    await closeUnpaid(tx, deps, orderId, at);
    return { status: 5, refunds: [] };
  }
  if (order.status !== 2) throw refusal('cancelPaid', order.status);
  if (order.grantsLevel) throw new AppError('CONFLICT', 'orders.setExchangeOnly', undefined, 'SET_EXCHANGE_ONLY');
  await moveOrder(tx, orderId, 'cancelPaid', at);
  const refunds = await refundPayments(tx, deps, orderId, order.memberId, at);
  await returnStock(tx, deps, orderId, order.memberId);
  await deps.coupons.giveBack(tx, `order:${orderId}`);
  await deps.subsidies?.giveBack(tx, orderId, at);
  return { status: 5, refunds };
}

/**
 * The MP and points the order earns: its own, less the share of every unit whose money was given
 * back (a line's MP and points are its units' alike, so each refunded unit takes its whole share).
 */
async function earned(tx: Tx, deps: SettleDeps, order: { rewardMp: number; points: number }, orderId: number) {
  const refunded = await deps.refundedUnits(tx, orderId);
  if (refunded.size === 0) return { rewardMp: order.rewardMp, points: order.points };
  const lines = await tx
    .select({
      id: orderLines.id,
      quantity: orderLines.quantity,
      rewardMp: orderLines.rewardMp,
      points: orderLines.points,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  let { rewardMp, points } = order;
  for (const line of lines) {
    const units = Math.min(refunded.get(line.id) ?? 0, line.quantity);
    rewardMp -= Math.floor((line.rewardMp * units) / line.quantity);
    points -= Math.floor((line.points * units) / line.quantity);
  }
  return { rewardMp: Math.max(rewardMp, 0), points: Math.max(points, 0) };
}

/**
 * The order is done: the points of the units kept are paid through the ledger and, when they carry
 * MP, one `order.mp_activated` event is recorded for the bonus engine, in this transaction. An order
 * whose every unit was refunded completes earning nothing.
 */
async function complete(tx: Tx, deps: SettleDeps, orderId: number, at: Date) {
  await moveOrder(tx, orderId, 'complete', at);
  const [found] = await tx
    .select({
      memberId: orders.memberId,
      onBehalfMemberId: orders.onBehalfMemberId,
      rewardMp: orders.rewardMp,
      points: orders.points,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!found) throw notFound();
  const order = { ...found, ...(await earned(tx, deps, found, orderId)) };
  const beneficiary = order.onBehalfMemberId ?? order.memberId;
  if (order.points > 0)
    await deps.ledger.transfer(tx, {
      idempotencyKey: `order:${orderId}:points`,
      kind: 'POINTS_EARNED',
      reference: `order:${orderId}`,
      legs: [
        { from: { system: 'ISSUANCE' }, to: { memberId: beneficiary }, asset: 'POINTS', amountMinor: order.points },
      ],
    });
  if (order.rewardMp > 0)
    await publish(
      tx,
      'order.mp_activated',
      String(orderId),
      { orderId, memberId: beneficiary, payerId: order.memberId, rewardMp: order.rewardMp, at: at.toISOString() },
      at,
    );
}

/** The parcel arrived (the member, or the clock 10 days after shipping). An order without MP is then complete. */
export async function confirmReceipt(tx: Tx, deps: SettleDeps, orderId: number, at: Date): Promise<number> {
  await moveOrder(tx, orderId, 'receive', at);
  const [order] = await tx
    .select({ rewardMp: orders.rewardMp, memberId: orders.memberId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order)
    await publish(tx, 'order.received', String(orderId), { orderId, memberId: order.memberId, at: at.toISOString() });
  if (order && order.rewardMp > 0) return 4;
  await complete(tx, deps, orderId, at);
  return 6;
}

/**
 * The member's MP is confirmed (by them, or the clock 7 days after receipt): active at once. Refused
 * while a refund or return is open on the order: the caller holds the order's lock, which a request
 * takes too, so the two cannot both pass.
 */
export async function confirmMp(tx: Tx, deps: SettleDeps, orderId: number, at: Date): Promise<number> {
  if (await deps.hasOpenRefund(tx, orderId))
    throw new AppError('CONFLICT', 'orders.afterSaleOpen', undefined, 'AFTER_SALE_OPEN');
  await complete(tx, deps, orderId, at);
  return 6;
}

/** The member's step on their own order: refused with the order's own state when it does not apply. */
export async function memberStep(
  tx: Tx,
  deps: SettleDeps,
  memberId: number,
  orderId: number,
  step: 'receipt' | 'mp',
  at: Date,
): Promise<number> {
  const order = await lockOwn(tx, memberId, orderId);
  if (step === 'receipt') return confirmReceipt(tx, deps, orderId, at);
  if (order.status !== 4) throw refusal('complete', order.status);
  return confirmMp(tx, deps, orderId, at);
}

/** Hides a closed or complete order from the member's list; the record stays for the shop. */
export async function hideOrder(tx: Tx, memberId: number, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  if (!order) throw notFound();
  if (order.status !== 5 && order.status !== 6)
    throw new AppError('CONFLICT', 'orders.cannotDelete', undefined, 'ORDER_NOT_FINISHED');
  await tx.update(orders).set({ hiddenByMember: true }).where(eq(orders.id, orderId));
}
