import { formatMinor } from '@mall/contracts';
import type { PaymentRefund } from './payment.refunds.ts';
import type { paymentCallbacks } from './payment.schema.ts';

/** A recorded callback as the back office shows it. */
export function callbackView(row: typeof paymentCallbacks.$inferSelect) {
  return {
    id: row.id,
    provider: row.provider,
    eventId: row.eventId,
    verified: row.verified,
    orderId: row.orderId,
    outcome: row.outcome,
    amount: row.amountMinor === null ? null : formatMinor(row.amountMinor),
    action: row.action,
    receivedAt: row.receivedAt.toISOString(),
  };
}
export type CallbackView = ReturnType<typeof callbackView>;

/** A QR refund as the back office shows it. */
export function paymentRefundView(row: PaymentRefund) {
  return {
    id: row.id,
    orderPaymentId: row.orderPaymentId,
    provider: row.provider,
    providerRef: row.providerRef,
    amount: formatMinor(row.amountMinor),
    state: row.state,
    providerRefundId: row.providerRefundId,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
export type PaymentRefundView = ReturnType<typeof paymentRefundView>;
