// Reading after-sales requests: pages for the member and the back office, one request, the request
// a member's key made, whether an order has a refund open, the units refunded per line, and the
// timeline steps of each.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { REFUND_STATUS, type AfterSaleType } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { refundDueQuery, type RefundDueFilter } from './aftersale.refund-due.ts';
import { afterSaleSteps, afterSales } from './aftersale.schema.ts';

export type AfterSaleRow = typeof afterSales.$inferSelect;
export type StepRow = typeof afterSaleSteps.$inferSelect;

export class AfterSaleReads {
  /** Requests with their timelines, newest first (the member's own, or any for the back office). */
  async page(
    db: DbOrTx,
    filter: {
      memberId?: number;
      type?: AfterSaleType | undefined;
      state?: 'open' | 'final' | undefined;
      /** Refunds waiting to be paid (or past their day) as of `today`, soonest due first. */
      refund?: { filter: RefundDueFilter; today: string } | undefined;
    },
    pageNum: number,
    pageSize: number,
  ) {
    const due = filter.refund && refundDueQuery(filter.refund.filter, filter.refund.today);
    const where = and(
      filter.memberId === undefined ? undefined : eq(afterSales.memberId, filter.memberId),
      filter.type === undefined ? undefined : eq(afterSales.type, filter.type),
      filter.state === undefined ? undefined : eq(afterSales.isFinal, filter.state === 'final'),
      due?.where,
    );
    // The back office's open queue is worked oldest first; everything else reads newest first.
    const order = due
      ? due.order
      : [filter.memberId === undefined && filter.state === 'open' ? asc(afterSales.id) : desc(afterSales.id)];
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(afterSales)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(afterSales)
        .where(where),
    ]);
    return {
      rows,
      total: counted?.total ?? 0,
      steps: await this.stepsOf(
        db,
        rows.map((row) => row.id),
      ),
    };
  }

  async one(db: DbOrTx, id: number, memberId: number | null) {
    const [row] = await db.select().from(afterSales).where(eq(afterSales.id, id));
    if (!row || (memberId !== null && row.memberId !== memberId))
      throw new AppError('NOT_FOUND', 'aftersale.notFound', undefined, 'AFTER_SALE_NOT_FOUND');
    return { row, steps: await this.stepsOf(db, [id]) };
  }

  /** The request this member's key already made, if any (a resent request). */
  async idByKey(db: DbOrTx, memberId: number, key: string): Promise<number | null> {
    const [row] = await db
      .select({ id: afterSales.id })
      .from(afterSales)
      .where(and(eq(afterSales.memberId, memberId), eq(afterSales.idempotencyKey, key)));
    return row?.id ?? null;
  }

  /** Whether a refund or return of the order is still open: its MP is not confirmed until none is. */
  async hasOpenRefund(db: DbOrTx, orderId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: afterSales.id })
      .from(afterSales)
      .where(
        and(
          eq(afterSales.orderId, orderId),
          inArray(afterSales.type, ['refund', 'return']),
          eq(afterSales.isFinal, false),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * The units of each line of the order whose money was given back (refunds and returns paid): an
   * order's MP and points count only the units kept.
   */
  async refundedUnits(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
    const lines = await this.refundedLines(db, orderId);
    return new Map([...lines].map(([orderLineId, given]) => [orderLineId, given.units]));
  }

  /** What each line of the order had given back (refunds and returns paid): units and money. */
  async refundedLines(db: DbOrTx, orderId: number): Promise<Map<number, { units: number; minor: number }>> {
    const rows = await db
      .select({
        orderLineId: afterSales.orderLineId,
        units: sql<number>`sum(${afterSales.quantity})::int`,
        minor: sql<string>`sum(${afterSales.refundMinor})`,
      })
      .from(afterSales)
      .where(
        and(
          eq(afterSales.orderId, orderId),
          inArray(afterSales.type, ['refund', 'return']),
          eq(afterSales.status, REFUND_STATUS.refunded),
        ),
      )
      .groupBy(afterSales.orderLineId);
    return new Map(rows.map((row) => [row.orderLineId, { units: Number(row.units), minor: Number(row.minor) }]));
  }

  private async stepsOf(db: DbOrTx, ids: number[]): Promise<StepRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(afterSaleSteps)
      .where(inArray(afterSaleSteps.afterSaleId, ids))
      .orderBy(asc(afterSaleSteps.id));
  }
}
