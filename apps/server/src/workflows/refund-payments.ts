// Giving cancelled orders' QR parts back through the provider that took them. The refund is opened
// pending in the cancel's transaction (cancel-order.ts); a worker then takes it (one worker per
// refund, however many run), asks the provider outside any transaction under a key stable per
// payment, and records the answer in one short statement or transaction. A provider that cannot
// refund, or one still failing after MAX_REFUND_ATTEMPTS, sends the money to the member's cash
// balance through the ledger, under the key the cash refund has always had: nothing is paid twice.
import { withTransaction, type Db, type Tx } from '../db/client.ts';
import type { LedgerService } from '../modules/ledger/index.ts';
import {
  type CallbackAction,
  type PaymentGateways,
  type PaymentRefund,
  type PaymentService,
  type RefundAnswer,
} from '../modules/payment/index.ts';
import type { SettingsService } from '../modules/settings/index.ts';

export interface RefundDeps {
  db: Db;
  payments: PaymentService;
  ledger: LedgerService;
  settings: SettingsService;
  /** The providers a refund is asked of: the one that took the payment. */
  gateways: PaymentGateways;
}

export const MAX_REFUND_ATTEMPTS = 5;
/** Minutes to wait after the first, second, third and fourth failed attempt. */
export const REFUND_RETRY_MINUTES = [1, 5, 15, 60] as const;
/** How long a worker holds a refund while it asks the provider: far beyond Stripe's timeout and retry. */
const HOLD_MS = 5 * 60_000;
const BATCH = 50;
const MAX_BATCHES = 20;

/** The ledger's key for the member's refund of this payment, and the provider's idempotency key. */
export function refundKey(refund: Pick<PaymentRefund, 'orderId' | 'orderPaymentId'>): string {
  return `order:${refund.orderId}:refund:${refund.orderPaymentId}`;
}

/**
 * Told once a cancel with a QR part commits: the job queue, once this process runs jobs, takes the
 * refund at once. Without it (jobs run elsewhere or not yet), the sweeper finds the refund on its
 * next round.
 */
export class RefundQueue {
  private send: ((orderId: number) => Promise<unknown>) | null = null;

  /** Routes announcements to `send` until the returned function detaches it. */
  attach(send: (orderId: number) => Promise<unknown>): () => void {
    this.send = send;
    return () => {
      if (this.send === send) this.send = null;
    };
  }

  async announce(orderId: number): Promise<void> {
    try {
      await this.send?.(orderId);
    } catch {
      // The refund is recorded; the sweeper takes it within a minute.
    }
  }
}

/**
 * Credits the member's cash balance with the refund instead, once: false when the refund was not
 * in one of `from` (another worker or an earlier run settled it).
 */
export async function settleToBalance(
  tx: Tx,
  deps: Pick<RefundDeps, 'payments' | 'ledger'>,
  input: { id: number; reason: string; at: Date; from: readonly PaymentRefund['state'][] },
): Promise<PaymentRefund | null> {
  const refund = await deps.payments.refunds.lock(tx, input.id);
  if (!refund || !input.from.includes(refund.state)) return null;
  await deps.ledger.transfer(tx, {
    idempotencyKey: refundKey(refund),
    kind: 'ORDER_REFUND',
    reference: `order:${refund.orderId}`,
    legs: [
      {
        from: { system: 'ISSUANCE' },
        to: { memberId: refund.memberId },
        asset: 'CASH',
        amountMinor: refund.amountMinor,
      },
    ],
  });
  await deps.payments.refunds.markToBalance(tx, refund.id, input.reason, input.at);
  return refund;
}

export type RefundAttempt = 'refunded' | 'toBalance' | 'retrying' | 'alreadySettled';

async function askProvider(deps: RefundDeps, refund: PaymentRefund): Promise<RefundAnswer> {
  if (refund.providerRef === null) return { outcome: 'cannot', reason: 'the payment recorded no provider reference' };
  const gateway = deps.gateways.find(refund.provider);
  if (!gateway) return { outcome: 'cannot', reason: `no refund through the provider "${refund.provider}"` };
  return gateway.refund(await deps.settings.get(deps.db, 'paymentProvider'), {
    reference: refund.providerRef,
    amountMinor: refund.amountMinor,
    idempotencyKey: refundKey(refund),
    metadata: { orderId: String(refund.orderId), refundId: String(refund.id) },
  });
}

/** One attempt at a refund a worker has taken (its `attempts` already counts this one). */
async function attempt(deps: RefundDeps, refund: PaymentRefund, now: Date): Promise<RefundAttempt> {
  let answer: RefundAnswer;
  try {
    answer = await askProvider(deps, refund);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (refund.attempts < MAX_REFUND_ATTEMPTS) {
      const minutes = REFUND_RETRY_MINUTES[Math.min(refund.attempts, REFUND_RETRY_MINUTES.length) - 1]!;
      await deps.payments.refunds.retryLater(deps.db, refund.id, reason, new Date(now.getTime() + minutes * 60_000));
      return 'retrying';
    }
    answer = { outcome: 'cannot', reason: `still failing after ${refund.attempts} attempts: ${reason}` };
  }
  if (answer.outcome === 'cannot') {
    const { reason } = answer;
    const moved = await withTransaction(deps.db, (tx) =>
      settleToBalance(tx, deps, { id: refund.id, reason, at: now, from: ['pending'] }),
    );
    return moved ? 'toBalance' : 'alreadySettled';
  }
  const recorded = await deps.payments.refunds.markRefunded(deps.db, refund.id, answer.refundId, now);
  return recorded ? 'refunded' : 'alreadySettled';
}

export interface RefundRunResult {
  refunded: number;
  toBalance: number;
  retrying: number;
  /** Refunds whose attempt broke on our side (the database); taken again when their hold ends. */
  failed: number;
  errors: string[];
}

/**
 * Asks the providers for every refund due at `now` (of one order when given), a batch at a time.
 * Safe to run in any number of workers at once and to rerun: each refund is taken by one worker,
 * and a settled refund is never taken again.
 */
export async function refundDue(deps: RefundDeps, now: Date, orderId?: number): Promise<RefundRunResult> {
  const result: RefundRunResult = { refunded: 0, toBalance: 0, retrying: 0, failed: 0, errors: [] };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const taken = await deps.payments.refunds.claimDue(deps.db, { now, limit: BATCH, holdMs: HOLD_MS, orderId });
    for (const refund of taken) {
      try {
        const done = await attempt(deps, refund, now);
        if (done === 'refunded') result.refunded++;
        else if (done === 'toBalance') result.toBalance++;
        else if (done === 'retrying') result.retrying++;
      } catch (error) {
        result.failed++;
        result.errors.push(`refund ${refund.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (taken.length < BATCH) break;
  }
  return result;
}

/**
 * The provider says a refund it accepted failed or was cancelled after all: the member's cash
 * balance takes it, once. The event is recorded like every callback, so a replay changes nothing.
 * A refund not yet recorded as made (its answer and this event crossed) is found by our id in the
 * refund's metadata.
 */
export async function refundFailedAtProvider(
  deps: Pick<RefundDeps, 'db' | 'payments' | 'ledger'>,
  event: { provider: string; eventId: string; refundId: string; ourId: number | null; status: string },
  payloadSha256: string,
  at: Date,
): Promise<CallbackAction | 'replay'> {
  return withTransaction(deps.db, async (tx) => {
    const byProvider = await deps.payments.refunds.lockByProviderRefund(tx, event.provider, event.refundId);
    const byOurs = byProvider ?? (event.ourId === null ? undefined : await deps.payments.refunds.lock(tx, event.ourId));
    const refund =
      byOurs && byOurs.provider === event.provider && (byOurs.providerRefundId ?? event.refundId) === event.refundId
        ? byOurs
        : undefined;
    const callbackId = await deps.payments.claimCallback(tx, {
      provider: event.provider,
      eventId: event.eventId,
      verified: true,
      payloadSha256,
      orderId: refund?.orderId ?? null,
      outcome: `refund_${event.status}`,
      amountMinor: refund?.amountMinor ?? null,
      action: 'ignored',
    });
    if (callbackId === null) return 'replay';
    if (!refund) return 'ignored';
    const reason = `the provider's refund ${event.refundId} ${event.status}`;
    const moved = await settleToBalance(tx, deps, { id: refund.id, reason, at, from: ['pending', 'refunded'] });
    if (!moved) return 'ignored';
    await deps.payments.setCallbackAction(tx, callbackId, 'refundedToBalance');
    return 'refundedToBalance';
  });
}
