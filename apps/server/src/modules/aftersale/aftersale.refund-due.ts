// The refund promise: the day an approved refund (or a return's refund) is paid by, stamped when it
// is approved, and how the back office's queue reads against it (due within a business day,
// overdue). The calendar itself is aftersale.business-days.ts.
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { REFUND_STATUS } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { SettingsService } from '../settings/index.ts';
import { addBusinessDays, dayIn, refundDueDay, SHOP_TIME_ZONE } from './aftersale.business-days.ts';
import { afterSales } from './aftersale.schema.ts';

/** Which refunds the back office's queue shows against their promised day. */
export type RefundDueFilter = 'due' | 'overdue';

/** Today in the shop, and the last day that counts as due within one business day. */
export interface RefundDueClock {
  today: string;
  soonBy: string;
}

/** How one request stands against its promise; empty while nothing was promised. */
export interface RefundDueState {
  refundDueBy?: string;
  refundOverdue?: boolean;
  refundDueSoon?: boolean;
}

/**
 * Stamps the day the request's refund is paid by, once it is approved (a refund on approval, a
 * return when its goods pass inspection). Does nothing to any other request, nor to one already
 * stamped, so the caller may call it after every approving step.
 */
export async function stampRefundDue(tx: Tx, settings: SettingsService, id: number, now: Date): Promise<void> {
  const rules = await settings.get(tx, 'refundRules');
  await tx
    .update(afterSales)
    .set({ refundDueBy: refundDueDay(now, rules) })
    .where(
      and(
        eq(afterSales.id, id),
        inArray(afterSales.type, ['refund', 'return']),
        eq(afterSales.status, REFUND_STATUS.refundApproved),
        sql`${afterSales.refundDueBy} is null`,
      ),
    );
}

/** Today and the due-soon limit, read from the shop's clock and holidays. */
export async function refundDueClock(db: DbOrTx, settings: SettingsService, now: Date): Promise<RefundDueClock> {
  const { holidays } = await settings.get(db, 'refundRules');
  const today = dayIn(now, SHOP_TIME_ZONE);
  return { today, soonBy: addBusinessDays(today, 1, holidays) };
}

/** A request's promise as the views answer it: overdue and due soon only while it is not paid. */
export function refundDueState(
  row: { refundDueBy: string | null; isFinal: boolean },
  clock: RefundDueClock | undefined,
): RefundDueState {
  if (row.refundDueBy === null) return {};
  if (row.isFinal || !clock) return { refundDueBy: row.refundDueBy, refundOverdue: false, refundDueSoon: false };
  const refundOverdue = row.refundDueBy < clock.today;
  return {
    refundDueBy: row.refundDueBy,
    refundOverdue,
    refundDueSoon: !refundOverdue && row.refundDueBy <= clock.soonBy,
  };
}

/**
 * The queue's condition and order for a refund filter: refunds approved and not yet paid (only the
 * approved status is open with a promised day), or those past their day; soonest due first.
 */
export function refundDueQuery(filter: RefundDueFilter, today: string): { where: SQL | undefined; order: SQL[] } {
  const waiting = and(isNotNull(afterSales.refundDueBy), eq(afterSales.isFinal, false));
  return {
    where: filter === 'overdue' ? and(waiting, sql`${afterSales.refundDueBy} < ${today}::date`) : waiting,
    order: [asc(afterSales.refundDueBy), asc(afterSales.id)],
  };
}
