// A provider's callback, whichever provider sent it and whatever its intent pays: verified by the
// provider's gateway first, recorded once by its event id (a replay changes nothing), then in one
// transaction the payable paid through its kind, or the money credited to the payer's cash balance
// when the payable can no longer take it. Also the cards a provider saves and forgets, a refund it
// failed after all (refund-payments.ts), and the sandbox bank's pay/decline on the same path.
import type { PaymentProvider } from '@mall/contracts';
import { withTransaction, type Db, type Tx } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import type { LedgerService } from '../modules/ledger/index.ts';
import {
  sha256,
  type CallbackAction,
  type CardAction,
  type Intent,
  type PayableKind,
  type PayableRef,
  type PayableRegistry,
  type PaymentGateway,
  type PaymentGateways,
  type PaymentService,
  type ProviderVerdict,
  type VerifiedEvent,
} from '../modules/payment/index.ts';
import type { SettingsService } from '../modules/settings/index.ts';
import { refundFailedAtProvider } from './refund-payments.ts';

export interface PaymentCallbackDeps {
  db: Db;
  /** The shop's clock (the orders module's, which tests may move). */
  now: () => Date;
  payables: PayableRegistry;
  gateways: PaymentGateways;
  payments: PaymentService;
  ledger: LedgerService;
  settings: SettingsService;
}

export function notPayable(): AppError {
  return new AppError('CONFLICT', 'orders.notPayable', undefined, 'ORDER_NOT_PAYABLE');
}

/**
 * Money that came for a payable it can no longer take (closed, or another amount) goes to the
 * payer's cash balance, as its kind says. The key names the intent and the provider's payment, not
 * the event: the same payment sent again under a new event id is never credited twice. False when
 * it already was.
 */
async function creditLatePayment(
  deps: PaymentCallbackDeps,
  tx: Tx,
  kind: PayableKind,
  intent: Intent,
  event: VerifiedEvent & { provider: PaymentProvider },
): Promise<boolean> {
  const credit = kind.refundCredit(intent.payableId);
  const posted = await deps.ledger.transfer(tx, {
    idempotencyKey: `payment:late:${event.provider}:${intent.id}:${event.reference}`,
    kind: credit.kind,
    reference: credit.reference,
    legs: [
      {
        from: { system: 'ISSUANCE' },
        to: { memberId: intent.memberId },
        asset: 'CASH',
        amountMinor: event.amountMinor,
      },
    ],
  });
  return !posted.isReplay;
}

/** The intent's payable kind, when the event names the intent's own payable. */
function kindOfEvent(deps: PaymentCallbackDeps, intent: Intent | undefined, event: VerifiedEvent) {
  if (!intent || intent.payableKind !== event.payableKind || intent.payableId !== event.payableId) return undefined;
  return deps.payables.find(intent.payableKind);
}

/** The payment reached the provider: the payable takes it, or its payer's balance does. */
async function applyPayment(
  deps: PaymentCallbackDeps,
  tx: Tx,
  kind: PayableKind,
  intent: Intent,
  event: VerifiedEvent & { provider: PaymentProvider },
): Promise<CallbackAction> {
  const settled = await kind.paid(tx, {
    id: intent.payableId,
    amountMinor: event.amountMinor,
    provider: event.provider,
    reference: event.reference,
    paidAt: deps.now(),
  });
  let action: CallbackAction = settled === 'notPayable' ? 'alreadyPaid' : settled;
  if (settled === 'notPayable' && (await creditLatePayment(deps, tx, kind, intent, event)))
    action = 'refundedToBalance';
  await deps.payments.settleIntent(tx, intent.id, 'success', event.reference);
  return action;
}

/**
 * A verified event, in one transaction: recorded once by its event id, then, with the intent
 * locked so callbacks for one intent take turns, the payable paid or the money credited.
 */
async function applyEvent(
  deps: PaymentCallbackDeps,
  provider: PaymentProvider,
  event: VerifiedEvent,
  payloadSha256: string,
) {
  return withTransaction(deps.db, async (tx): Promise<CallbackAction | 'replay'> => {
    const callbackId = await deps.payments.claimCallback(tx, {
      provider,
      eventId: event.eventId,
      verified: true,
      payloadSha256,
      payableKind: event.payableKind,
      payableId: event.payableId,
      intentId: event.intentId,
      outcome: event.outcome,
      amountMinor: event.amountMinor,
      action: 'ignored',
    });
    if (callbackId === null) return 'replay';
    const intent = await deps.payments.lockIntent(tx, event.intentId);
    const kind = kindOfEvent(deps, intent, event);
    let action: CallbackAction;
    if (!intent || !kind) action = 'ignored';
    else if (event.outcome === 'declined') {
      if (intent.state === 'pending') {
        await deps.payments.settleIntent(tx, intent.id, 'failed', event.reference);
        await kind.failed?.(tx, { id: intent.payableId, intentId: intent.id });
      }
      action = 'declined';
    } else action = await applyPayment(deps, tx, kind, intent, { ...event, provider });
    await deps.payments.setCallbackAction(tx, callbackId, action);
    return action;
  });
}

/**
 * A card the provider attached to one of our customers is listed for that member (refreshed when
 * sent again); one it detached is kept as detached. Providers send events in any order: each is
 * kept by the time the provider made it, so an attach older than the card's detach lists nothing,
 * a newer one lists it again, and a replay changes nothing.
 */
async function applyCardEvent(
  deps: PaymentCallbackDeps,
  provider: string,
  verdict: Extract<ProviderVerdict, { kind: 'cardAttached' | 'cardDetached' }>,
): Promise<CardAction> {
  const { card } = verdict;
  // A customer the shop did not make (another system on the same account): not ours to list.
  const memberId = card ? await deps.payments.memberOfCustomer(deps.db, provider, card.customerId) : undefined;
  const described =
    card && memberId !== undefined
      ? {
          memberId,
          provider,
          providerCardId: card.paymentMethodId,
          brand: card.brand,
          last4: card.last4,
          expiry: card.expiry,
        }
      : null;
  if (verdict.kind === 'cardDetached') {
    const detached = { provider, providerCardId: verdict.paymentMethodId, detachedAt: verdict.at };
    await deps.payments.detachProviderCard(deps.db, detached, described);
    return 'cardRemoved';
  }
  if (!described) return 'ignored';
  return (await deps.payments.saveCard(deps.db, { ...described, attachedAt: verdict.at })) ? 'cardSaved' : 'ignored';
}

async function verdictOf(
  deps: PaymentCallbackDeps,
  gateway: PaymentGateway | undefined,
  rawBody: string,
  signature: string | undefined,
): Promise<ProviderVerdict> {
  if (!gateway) return { kind: 'invalid' };
  return gateway.verify(await deps.settings.get(deps.db, 'paymentProvider'), rawBody, signature);
}

/** A provider's callback: verified first; a replayed event changes nothing. */
export async function handleCallback(
  deps: PaymentCallbackDeps,
  provider: string,
  rawBody: string,
  signature: string | undefined,
): Promise<CallbackAction | CardAction | 'replay'> {
  const payloadSha256 = sha256(rawBody);
  const gateway = deps.gateways.find(provider);
  const verdict = await verdictOf(deps, gateway, rawBody, signature);
  if (!gateway || verdict.kind === 'invalid') {
    await deps.payments.recordRejected(deps.db, { provider: provider.slice(0, 40), payloadSha256 });
    throw new AppError('FORBIDDEN', 'orders.badSignature', undefined, 'BAD_SIGNATURE');
  }
  if (verdict.kind === 'irrelevant') return 'ignored';
  if (verdict.kind === 'cardAttached' || verdict.kind === 'cardDetached')
    return applyCardEvent(deps, gateway.kind, verdict);
  if (verdict.kind === 'refundFailed')
    return refundFailedAtProvider(deps, { ...verdict, provider: gateway.kind }, payloadSha256, deps.now());
  return applyEvent(deps, gateway.kind, verdict.event, payloadSha256);
}

/**
 * What the sandbox bank does when the tester pays or declines: a signed callback on the real path.
 * The intent has one event id and one payment reference, so a completion sent again is a replay
 * of the first, decided inside the callback's transaction: it never pays or credits twice.
 */
export async function sandboxComplete(deps: PaymentCallbackDeps, payable: PayableRef, outcome: 'paid' | 'declined') {
  const intent = await deps.payments.latestIntentOf(deps.db, payable);
  const gateway = intent ? deps.gateways.find(intent.provider) : undefined;
  // Only a provider the tester completes by hand (the sandbox bank) answers here.
  if (!intent || !gateway?.complete) throw notPayable();
  const signed = gateway.complete(intent, outcome);
  const action = await handleCallback(deps, gateway.kind, signed.body, signed.signature);
  // This intent was completed before (paid, declined or credited): it is no longer payable here.
  if (action === 'replay') throw notPayable();
  const after = await deps.payments.intent(deps.db, intent.id);
  return { orderId: payable.id, state: after?.state ?? intent.state, outcome: action };
}
