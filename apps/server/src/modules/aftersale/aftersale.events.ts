// The after-sale steps other modules hear of: an operator's decision on a request, and its refund paid.
import type { Tx } from '../../db/client.ts';
import { publish } from '../events/index.ts';
import type { AfterSaleStep } from './aftersale.states.ts';

/** Publishes `aftersale.decided` for an approval or rejection, `aftersale.refunded` once a refund is paid. */
export async function publishStep(
  tx: Tx,
  row: { id: number; orderId: number; memberId: number; refundMinor: number },
  step: AfterSaleStep,
  at: Date,
): Promise<void> {
  const base = { afterSaleId: row.id, orderId: row.orderId, memberId: row.memberId, at: at.toISOString() };
  if (step === 'approve' || step === 'reject')
    await publish(tx, 'aftersale.decided', `${row.id}:${step}`, { ...base, action: step });
  else if (step === 'refund')
    await publish(tx, 'aftersale.refunded', String(row.id), { ...base, amountMinor: row.refundMinor });
}
