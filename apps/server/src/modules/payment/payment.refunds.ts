// The refunds of cancelled orders' QR parts: opened pending in the cancel's transaction, taken by one
// worker at a time, settled once. Every method takes the database handle first; the refund-payments
// workflow asks the provider between them, outside any transaction.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paymentRefunds } from './payment.schema.ts';

export type PaymentRefund = typeof paymentRefunds.$inferSelect;

export interface OpenRefund {
  orderId: number;
  orderPaymentId: number;
  memberId: number;
  amountMinor: number;
  /** How the paid callback recorded the payment: `<provider>:<reference>`; null when it did not. */
  paidWith: string | null;
  at: Date;
}

/** `stripe:pi_123` is Stripe's PaymentIntent pi_123; anything else names no provider to ask. */
export function providerOf(paidWith: string | null): { provider: string; providerRef: string | null } {
  const colon = paidWith?.indexOf(':') ?? -1;
  if (!paidWith || colon <= 0) return { provider: 'unknown', providerRef: null };
  return { provider: paidWith.slice(0, colon), providerRef: paidWith.slice(colon + 1) || null };
}

/** Errors are kept for the back office, not whole stack traces or provider bodies. */
const clip = (text: string) => text.slice(0, 500);

const pending = eq(paymentRefunds.state, 'pending');

export class PaymentRefunds {
  /** Opens the refund, due at once; opening the same payment again answers the first. */
  async open(tx: Tx, input: OpenRefund): Promise<PaymentRefund> {
    const { provider, providerRef } = providerOf(input.paidWith);
    await tx
      .insert(paymentRefunds)
      .values({
        orderId: input.orderId,
        orderPaymentId: input.orderPaymentId,
        memberId: input.memberId,
        provider,
        providerRef,
        amountMinor: input.amountMinor,
        nextAttemptAt: input.at,
        createdAt: input.at,
      })
      .onConflictDoNothing({ target: paymentRefunds.orderPaymentId });
    const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.orderPaymentId, input.orderPaymentId));
    return row!;
  }

  /**
   * Takes up to `limit` pending refunds due at `now` (of one order when given) in one statement:
   * rows another worker is taking are skipped, and each row taken counts an attempt and is not due
   * again for `holdMs`, so no other worker asks the provider meanwhile. A worker that dies with a
   * row lets it go when the hold ends.
   */
  async claimDue(
    db: DbOrTx,
    input: { now: Date; limit: number; holdMs: number; orderId?: number | undefined },
  ): Promise<PaymentRefund[]> {
    const due = db
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(
        and(
          pending,
          lte(paymentRefunds.nextAttemptAt, input.now),
          input.orderId === undefined ? undefined : eq(paymentRefunds.orderId, input.orderId),
        ),
      )
      .orderBy(asc(paymentRefunds.nextAttemptAt), asc(paymentRefunds.id))
      .limit(input.limit)
      .for('update', { skipLocked: true });
    return db
      .update(paymentRefunds)
      .set({
        attempts: sql`${paymentRefunds.attempts} + 1`,
        nextAttemptAt: new Date(input.now.getTime() + input.holdMs),
      })
      .where(and(pending, inArray(paymentRefunds.id, due)))
      .returning();
  }

  /** The provider refunded: false when the refund was no longer pending. */
  async markRefunded(db: DbOrTx, id: number, providerRefundId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(paymentRefunds)
      .set({ state: 'refunded', providerRefundId, lastError: null, settledAt: at })
      .where(and(eq(paymentRefunds.id, id), pending))
      .returning({ id: paymentRefunds.id });
    return rows.length > 0;
  }

  /** An attempt that may pass: kept pending, due again at `nextAttemptAt`. */
  async retryLater(db: DbOrTx, id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await db
      .update(paymentRefunds)
      .set({ lastError: clip(error), nextAttemptAt })
      .where(and(eq(paymentRefunds.id, id), pending));
  }

  /** The refund, locked for its settlement. */
  async lock(tx: Tx, id: number): Promise<PaymentRefund | undefined> {
    const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).for('update');
    return row;
  }

  /** The refund the provider knows by this id, locked. */
  async lockByProviderRefund(tx: Tx, provider: string, providerRefundId: string): Promise<PaymentRefund | undefined> {
    const [row] = await tx
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.provider, provider), eq(paymentRefunds.providerRefundId, providerRefundId)))
      .for('update');
    return row;
  }

  /** The member's cash balance took it (the caller posts the ledger transfer in `tx`). */
  async markToBalance(tx: Tx, id: number, reason: string, at: Date): Promise<void> {
    await tx
      .update(paymentRefunds)
      .set({ state: 'to_balance', lastError: clip(reason), settledAt: at })
      .where(eq(paymentRefunds.id, id));
  }

  async ofOrder(db: DbOrTx, orderId: number): Promise<PaymentRefund[]> {
    return db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(asc(paymentRefunds.id));
  }
}
