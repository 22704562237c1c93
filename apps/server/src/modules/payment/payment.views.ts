import { formatMinor } from '@mall/contracts';
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
