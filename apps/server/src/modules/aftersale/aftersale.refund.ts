// Paying a refund (and taking back the points the refunded units earned), and the four-eyes limit
// that cannot be split: what one operator approves or pays on one order, and in one day (UTC),
// counts together with the request at hand, and above `afterSaleRules.refundApprovalMinor` a second
// operator pays.
import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@mall/contracts';
import { approvalRefusals, twoPerson } from '../../db/two-person.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { AfterSaleRow } from './aftersale.reads.ts';
import { illegalStep } from './aftersale.states.ts';

/** First key of the advisory lock that serialises one operator's refunds ('RFND'). */
const REFUND_LOCK_SPACE = 0x52464e44;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * What the operator approved or paid, other than this request: on its order (ever), and today.
 * The caller holds the operator's refund lock, so a refund of theirs racing this one is counted.
 */
async function operatorTotals(tx: Tx, operatorId: number, row: AfterSaleRow, now: Date) {
  const since = startOfUtcDay(now).toISOString();
  const mine = sql`(refund_approved_by = ${operatorId} or refunded_by = ${operatorId})`;
  const today = sql`((refund_approved_by = ${operatorId} and refund_approved_at >= ${since}::timestamptz)
                  or (refunded_by = ${operatorId} and refunded_at >= ${since}::timestamptz))`;
  const result = await tx.execute<{ on_order: string; today: string }>(sql`
    select coalesce(sum(refund_minor) filter (where order_id = ${row.orderId}), 0) as on_order,
           coalesce(sum(refund_minor) filter (where ${today}), 0) as today
      from after_sales
     where id <> ${row.id} and type in ('refund', 'return')
       and ((order_id = ${row.orderId} and ${mine}) or ${today})`);
  const found = result.rows[0];
  return { onOrder: Number(found?.on_order ?? 0), today: Number(found?.today ?? 0) };
}

/**
 * Whether this operator may not pay the request alone: it is above the limit by itself, or with
 * what they approved or paid on its order, or today. Takes the operator's refund lock, held to
 * the end of the transaction, so two of their refunds at once cannot both slip under the limit.
 */
export async function needsSecondOperator(
  tx: Tx,
  settings: SettingsService,
  operatorId: number,
  row: AfterSaleRow,
  now: Date,
): Promise<boolean> {
  const { refundApprovalMinor } = await settings.get(tx, 'afterSaleRules');
  if (row.refundMinor > refundApprovalMinor) return true;
  await tx.execute(sql`select pg_advisory_xact_lock(${REFUND_LOCK_SPACE}::int, ${operatorId}::int)`);
  const totals = await operatorTotals(tx, operatorId, row, now);
  return Math.max(totals.onOrder, totals.today) + row.refundMinor > refundApprovalMinor;
}

/** A refund one operator approved is paid by another, not linked to them, and only once. */
const refundApproval = twoPerson({
  table: 'after_sales',
  key: 'id',
  proposer: 'refund_approved_by',
  proposedAt: 'refund_approved_at',
  approver: 'refunded_by',
  pending: sql`refund_approved_by is not null`,
  refusals: {
    ...approvalRefusals,
    notFound: () => new AppError('NOT_FOUND', 'aftersale.notFound', undefined, 'AFTER_SALE_NOT_FOUND'),
    decided: illegalStep,
    own: () => new AppError('CONFLICT', 'aftersale.secondOperator', undefined, 'SECOND_OPERATOR_REQUIRED'),
  },
});

/**
 * The second operator claims the payment of a refund another approved: one conditional update
 * writes them as the payer, refused when they approved it themselves or are linked to who did.
 */
export async function claimSecondPayment(tx: Tx, row: AfterSaleRow, operatorId: number, now: Date): Promise<void> {
  await refundApproval.decide(tx, row.id, operatorId, [sql`refunded_at = ${now.toISOString()}::timestamptz`]);
}

/** Pays the request's refund to its target through the ledger; its key makes a repeat pay nothing. */
export async function payRefund(tx: Tx, ledger: LedgerService, row: AfterSaleRow, now: Date): Promise<void> {
  if (row.refundMinor <= 0) return;
  const reference = `order:${row.orderId}`;
  const idempotencyKey = `aftersale:${row.id}:refund`;
  if (row.refundTarget === 'discountCard') {
    await ledger.creditLot(tx, {
      idempotencyKey,
      memberId: row.memberId,
      amountMinor: row.refundMinor,
      kind: 'DC_RETURNED',
      from: { system: 'REVENUE' },
      reference,
      now,
    });
    return;
  }
  await ledger.transfer(tx, {
    idempotencyKey,
    kind: 'ORDER_REFUND',
    reference,
    legs: [
      {
        from: { system: 'REVENUE' },
        to: { memberId: row.memberId },
        asset: row.refundTarget === 'voucher' ? 'VOUCHER' : 'CASH',
        amountMinor: row.refundMinor,
      },
    ],
  });
}

/**
 * Gives back the points a points-zone line was paid with, for the request's units (a line's points
 * are its units' alike), to the member who paid them. The ledger key makes a repeat give nothing twice.
 */
export async function returnSpentPoints(
  tx: Tx,
  deps: { ledger: LedgerService; orders: OrdersService },
  row: AfterSaleRow,
): Promise<number> {
  const line = await deps.orders.reads.linePoints(tx, row.orderLineId);
  if (!line || line.pointsSpent <= 0) return 0;
  const points = Math.floor((line.pointsSpent * row.quantity) / line.quantity);
  if (points <= 0) return 0;
  await deps.ledger.transfer(tx, {
    idempotencyKey: `aftersale:${row.id}:points-spent`,
    kind: 'ORDER_REFUND',
    reference: `order:${row.orderId}`,
    legs: [{ from: { system: 'REVENUE' }, to: { memberId: row.memberId }, asset: 'POINTS', amountMinor: points }],
  });
  return points;
}

/** The points the refunded units had earned, and how many of them the member still had to give back. */
export interface PointsTakenBack {
  earned: number;
  taken: number;
}

/**
 * Takes back the points the request's units earned once the order paid them (it is complete; an
 * order completed after a refund never paid the refunded units' points). A member balance never
 * goes below zero, so points already spent are taken back only as far as the balance goes: the
 * rest is the shortfall the caller records. The ledger key makes a repeat take nothing twice.
 */
export async function takeBackPoints(
  tx: Tx,
  deps: { ledger: LedgerService; orders: OrdersService },
  row: AfterSaleRow,
): Promise<PointsTakenBack | null> {
  const line = await deps.orders.reads.linePoints(tx, row.orderLineId);
  if (!line || line.status !== ORDER_STATUS.complete || line.points <= 0) return null;
  const earned = Math.floor((line.points * row.quantity) / line.quantity);
  if (earned <= 0) return null;
  // The account is locked, so a spend at the same moment cannot leave this debit short.
  const taken = Math.min(earned, await deps.ledger.lockedBalance(tx, line.beneficiaryId, 'POINTS'));
  if (taken > 0)
    await deps.ledger.transfer(tx, {
      idempotencyKey: `aftersale:${row.id}:points`,
      kind: 'ORDER_REFUND',
      reference: `order:${row.orderId}`,
      legs: [
        { from: { memberId: line.beneficiaryId }, to: { system: 'ISSUANCE' }, asset: 'POINTS', amountMinor: taken },
      ],
    });
  return { earned, taken };
}

/** The timeline's words for points taken back, naming a shortfall: operators see what was not recovered. */
export function pointsNote(points: PointsTakenBack | null): string {
  if (!points) return '';
  if (points.taken === points.earned) return `points taken back: ${points.earned}`;
  return `points taken back: ${points.taken} of ${points.earned} (${points.earned - points.taken} already spent)`;
}
