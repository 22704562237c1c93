// Paying an order's remainder: the QR (prepay), with Stripe also Alipay, a card on Stripe's page
// (kept for next time) or a saved card; the provider's callback (verified, recorded once, then the
// order settled), the cards Stripe saves and forgets, a refund Stripe failed after all (to the cash
// balance, refund-payments.ts), and the sandbox bank's pay/decline. A payment
// that arrives for an order already closed is credited to the member's cash balance, never lost.
// Calls to Stripe are made outside every transaction: no row stays locked while the network answers.
import type Stripe from 'stripe';
import { formatMinor, type PaymentProvider, type PaymentState, type PayMethod, type PrepayView } from '@mall/contracts';
import { withTransaction, type Db, type Tx } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import type { LedgerService } from '../modules/ledger/index.ts';
import type { OrdersService } from '../modules/orders/index.ts';
import {
  chargeStripeSavedCard,
  createStripeAlipay,
  createStripeCardCheckout,
  createStripeCustomer,
  createStripeQr,
  detachStripeCard,
  isCardDeclined,
  isLiveKey,
  promptPayPayload,
  verifyStripeWebhook,
  type Intent,
  qrSvgDataUrl,
  sandboxBankUrl,
  sha256,
  type CallbackAction,
  type CardAction,
  type PaymentService,
  type SandboxSigner,
  type SavedCard,
  type StripeVerdict,
  type VerifiedEvent,
} from '../modules/payment/index.ts';
import type { SettingsService } from '../modules/settings/index.ts';
import { refundFailedAtProvider } from './refund-payments.ts';

export interface PayOrderDeps {
  db: Db;
  orders: OrdersService;
  payments: PaymentService;
  ledger: LedgerService;
  settings: SettingsService;
  signer: SandboxSigner;
  isProduction: boolean;
  /** A Stripe client for the shop's secret key (Stripe's API, or the one `STRIPE_API_URL` names). */
  stripe: (secretKey: string) => Stripe;
}

export interface PrepayInput {
  orderId: number;
  method?: PayMethod | undefined;
  savedCardId?: number | undefined;
}

function notPayable(): AppError {
  return new AppError('CONFLICT', 'orders.notPayable', undefined, 'ORDER_NOT_PAYABLE');
}

function unavailable(): AppError {
  return new AppError('CONFLICT', 'orders.paymentUnavailable', undefined, 'PAYMENT_UNAVAILABLE');
}

async function providerFor(deps: PayOrderDeps, currency: string) {
  const setting = await deps.settings.get(deps.db, 'paymentProvider');
  if (setting.kind === 'promptpay' && currency === 'THB' && setting.promptpayId) return setting;
  if (setting.kind === 'stripe' && setting.stripeSecretKey) return setting;
  if (!deps.isProduction) return { ...setting, kind: 'sandbox' as const };
  throw unavailable();
}

/** The ways a provider takes payment: every one shows a QR; Stripe also Alipay and cards. */
function methodsOf(provider: PaymentProvider): PayMethod[] {
  return provider === 'stripe' ? ['qr', 'alipay', 'card'] : ['qr'];
}

/** Where Stripe sends the shopper back: the page that waits for the payment's confirmation. */
function checkResultUrl(baseUrl: string, orderId: number): string {
  return `${baseUrl}/#/pages/money/check-result?orderId=${orderId}`;
}

/** The member's unpaid order, still inside its payment time. */
async function payableOrder(deps: PayOrderDeps, memberId: number, orderId: number) {
  const payable = await deps.orders.getPayable(deps.db, memberId, orderId);
  const now = deps.orders.now();
  if (payable.status !== 1 || !payable.expiresAt || payable.expiresAt <= now || payable.qrMinor <= 0)
    throw notPayable();
  return { ...payable, expiresAt: payable.expiresAt };
}

/** How the member's unpaid order can be paid with the shop's provider. */
export async function payMethods(deps: PayOrderDeps, memberId: number, orderId: number) {
  const payable = await payableOrder(deps, memberId, orderId);
  const provider = await providerFor(deps, payable.currency);
  return { orderId, provider: provider.kind, methods: methodsOf(provider.kind) };
}

/**
 * The payment of the member's unpaid order by the chosen method: a QR valid until the order's
 * payment time runs out, or (Stripe) a page to send the shopper to, or word that a saved card was
 * accepted and its confirmation is on the way.
 */
export async function prepay(
  deps: PayOrderDeps,
  memberId: number,
  input: PrepayInput,
  baseUrl: string,
): Promise<PrepayView> {
  const { orderId, savedCardId } = input;
  const method = input.method ?? (savedCardId === undefined ? 'qr' : 'card');
  if (savedCardId !== undefined && method !== 'card')
    throw new AppError('VALIDATION', 'orders.savedCardIsCard', undefined, 'SAVED_CARD_NEEDS_CARD');
  const payable = await payableOrder(deps, memberId, orderId);
  const provider = await providerFor(deps, payable.currency);
  if (!methodsOf(provider.kind).includes(method))
    throw new AppError('CONFLICT', 'orders.methodUnavailable', undefined, 'PAYMENT_METHOD_UNAVAILABLE');
  let card: SavedCard | undefined;
  if (savedCardId !== undefined) {
    card = await deps.payments.savedCard(deps.db, memberId, savedCardId);
    if (!card || card.provider !== 'stripe')
      throw new AppError('NOT_FOUND', 'orders.savedCardNotFound', undefined, 'SAVED_CARD_NOT_FOUND');
  }
  let intent = await withTransaction(deps.db, (tx) =>
    deps.payments.openIntent(
      tx,
      {
        orderId,
        memberId,
        provider: provider.kind,
        amountMinor: payable.qrMinor,
        currency: payable.currency,
        expiresAt: payable.expiresAt,
      },
      (created) => {
        if (provider.kind === 'promptpay')
          return promptPayPayload(provider.promptpayType, provider.promptpayId, created.amountMinor);
        // Stripe's QR comes from a network call, made below once the row is no longer locked.
        return provider.kind === 'stripe' ? '' : sandboxBankUrl(baseUrl, created);
      },
    ),
  );
  const common = {
    orderId,
    orderNo: payable.orderNo,
    provider: intent.provider,
    amount: formatMinor(intent.amountMinor),
    currency: intent.currency,
    expiresAt: payable.expiresAt.toISOString(),
    method,
  };
  if (method === 'qr') {
    if (intent.qrPayload === '' && provider.kind === 'stripe')
      intent = await stripeQr(deps, provider.stripeSecretKey, intent);
    return {
      ...common,
      qrPayload: intent.qrPayload,
      qrImage: await qrSvgDataUrl(intent.qrPayload),
      bankUrl: intent.provider === 'sandbox' ? intent.qrPayload : null,
      next: 'scan',
      redirectUrl: null,
    };
  }
  if (provider.kind !== 'stripe') throw unavailable();
  const answer = await stripeRedirect(deps, provider.stripeSecretKey, intent, {
    memberId,
    method,
    card,
    orderNo: payable.orderNo,
    returnUrl: checkResultUrl(baseUrl, orderId),
  });
  return { ...common, qrPayload: '', qrImage: '', bankUrl: null, ...answer };
}

async function stripeQr(deps: PayOrderDeps, secretKey: string, intent: Intent): Promise<Intent> {
  try {
    // Stripe's PromptPay asks for a receipt address: the shop's own support address.
    const email = (await deps.settings.get(deps.db, 'supportEmail')) || 'payments@example.invalid';
    const made = await createStripeQr(deps.stripe(secretKey), intent, email);
    return await deps.payments.setProviderQr(deps.db, intent.id, made.payload, made.reference);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The provider is down or refused: nothing is charged, the shopper may try again.
    throw unavailable();
  }
}

/** The member's customer at Stripe: made on first need, then kept. */
async function stripeCustomer(deps: PayOrderDeps, client: Stripe, secretKey: string, memberId: number) {
  const livemode = isLiveKey(secretKey);
  const known = await deps.payments.customerId(deps.db, 'stripe', livemode, memberId);
  if (known) return known;
  const customerId = await createStripeCustomer(client, memberId, livemode);
  return deps.payments.saveCustomer(deps.db, { provider: 'stripe', livemode, memberId, customerId });
}

/** Alipay, a new card on Stripe's page, or a saved card: where the shopper goes next. */
async function stripeRedirect(
  deps: PayOrderDeps,
  secretKey: string,
  intent: Intent,
  input: { memberId: number; method: PayMethod; card: SavedCard | undefined; orderNo: string; returnUrl: string },
): Promise<{ next: 'redirect' | 'wait'; redirectUrl: string | null }> {
  const client = deps.stripe(secretKey);
  try {
    if (input.method === 'alipay') {
      const made = await createStripeAlipay(client, intent, input.returnUrl);
      return { next: 'redirect', redirectUrl: made.redirectUrl };
    }
    const customerId = await stripeCustomer(deps, client, secretKey, input.memberId);
    if (!input.card) {
      const made = await createStripeCardCheckout(client, intent, {
        customerId,
        orderNo: input.orderNo,
        returnUrl: input.returnUrl,
      });
      return { next: 'redirect', redirectUrl: made.redirectUrl };
    }
    const charged = await chargeStripeSavedCard(client, intent, {
      customerId,
      paymentMethodId: input.card.providerCardId,
      returnUrl: input.returnUrl,
    });
    return charged.state === 'redirect'
      ? { next: 'redirect', redirectUrl: charged.redirectUrl }
      : { next: 'wait', redirectUrl: null };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isCardDeclined(error)) {
      // This attempt is over (its webhook says so too): the next one starts afresh.
      await withTransaction(deps.db, async (tx) => {
        const current = await deps.payments.intent(tx, intent.id);
        if (current?.state === 'pending') await deps.payments.settleIntent(tx, intent.id, 'failed', null);
      });
      throw new AppError('CONFLICT', 'orders.cardDeclined', undefined, 'CARD_DECLINED');
    }
    throw unavailable();
  }
}

/**
 * Forgets one of the member's saved cards: detached at Stripe first (a network call, outside any
 * transaction), then marked detached here. Another member's card, or none, answers false.
 */
export async function deleteSavedCard(deps: PayOrderDeps, memberId: number, id: number): Promise<boolean> {
  const card = await deps.payments.savedCard(deps.db, memberId, id);
  if (!card) return false;
  if (card.provider === 'stripe') {
    const setting = await deps.settings.get(deps.db, 'paymentProvider');
    // Without a key Stripe cannot be reached: the card is only forgotten here.
    if (setting.stripeSecretKey) {
      try {
        await detachStripeCard(deps.stripe(setting.stripeSecretKey), card.providerCardId);
      } catch {
        throw unavailable();
      }
    }
  }
  return deps.payments.deleteSavedCard(deps.db, memberId, id);
}

/** Where the member's order's payment stands. */
export async function paymentStatus(deps: PayOrderDeps, memberId: number, orderId: number) {
  const payable = await deps.orders.getPayable(deps.db, memberId, orderId);
  const intent = await deps.payments.latestIntent(deps.db, orderId);
  let state: PaymentState = intent?.state ?? 'pending';
  if (payable.status >= 2 && payable.status !== 5) state = 'success';
  else if (payable.status === 5) state = 'expired';
  return { orderId, state, orderStatus: payable.status };
}

/**
 * Money that came for an order it can no longer pay (closed, or another amount) goes to the
 * payer's cash balance. The key names the intent and the provider's payment, not the event: the
 * same payment sent again under a new event id is never credited twice. False when it already was.
 */
async function creditLatePayment(
  deps: PayOrderDeps,
  tx: Tx,
  provider: PaymentProvider,
  intent: Intent,
  event: VerifiedEvent,
): Promise<boolean> {
  const posted = await deps.ledger.transfer(tx, {
    idempotencyKey: `payment:late:${provider}:${intent.id}:${event.reference}`,
    kind: 'ORDER_REFUND',
    reference: `order:${event.orderId}`,
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

/**
 * A verified event, in one transaction: recorded once by its event id (a replay changes nothing),
 * then, with the intent locked so callbacks for one intent take turns, the order paid or the money
 * credited to the payer's balance.
 */
async function applyEvent(deps: PayOrderDeps, provider: PaymentProvider, event: VerifiedEvent, payloadSha256: string) {
  return withTransaction(deps.db, async (tx): Promise<CallbackAction | 'replay'> => {
    const callbackId = await deps.payments.claimCallback(tx, {
      provider,
      eventId: event.eventId,
      verified: true,
      payloadSha256,
      orderId: event.orderId,
      intentId: event.intentId,
      outcome: event.outcome,
      amountMinor: event.amountMinor,
      action: 'ignored',
    });
    if (callbackId === null) return 'replay';
    const intent = await deps.payments.lockIntent(tx, event.intentId);
    let action: CallbackAction;
    if (!intent || intent.orderId !== event.orderId) action = 'ignored';
    else if (event.outcome === 'declined') {
      if (intent.state === 'pending') await deps.payments.settleIntent(tx, intent.id, 'failed', event.reference);
      action = 'declined';
    } else {
      const settled = await deps.orders.settleQrPayment(tx, {
        orderId: event.orderId,
        amountMinor: event.amountMinor,
        provider,
        reference: event.reference,
        paidAt: deps.orders.now(),
      });
      if (settled !== 'notPayable') action = settled;
      else action = (await creditLatePayment(deps, tx, provider, intent, event)) ? 'refundedToBalance' : 'alreadyPaid';
      await deps.payments.settleIntent(tx, intent.id, 'success', event.reference);
    }
    await deps.payments.setCallbackAction(tx, callbackId, action);
    return action;
  });
}

/**
 * A card Stripe attached to one of our customers is listed for that member (refreshed when sent
 * again); one it detached is kept as detached. Stripe sends events in any order: each is kept by
 * the time Stripe made it, so an attach older than the card's detach lists nothing, a newer one
 * lists it again, and a replay changes nothing.
 */
async function applyCardEvent(
  deps: PayOrderDeps,
  verdict: Extract<StripeVerdict, { kind: 'cardAttached' | 'cardDetached' }>,
): Promise<CardAction> {
  const { card } = verdict;
  // A customer the shop did not make (another system on the same account): not ours to list.
  const memberId = card ? await deps.payments.memberOfCustomer(deps.db, 'stripe', card.customerId) : undefined;
  const described =
    card && memberId !== undefined
      ? {
          memberId,
          provider: 'stripe',
          providerCardId: card.paymentMethodId,
          brand: card.brand,
          last4: card.last4,
          expiry: card.expiry,
        }
      : null;
  if (verdict.kind === 'cardDetached') {
    const detached = { provider: 'stripe', providerCardId: verdict.paymentMethodId, detachedAt: verdict.at };
    await deps.payments.detachProviderCard(deps.db, detached, described);
    return 'cardRemoved';
  }
  if (!described) return 'ignored';
  return (await deps.payments.saveCard(deps.db, { ...described, attachedAt: verdict.at })) ? 'cardSaved' : 'ignored';
}

/** A provider's callback: verified first; a replayed event changes nothing. */
export async function handleCallback(
  deps: PayOrderDeps,
  provider: string,
  rawBody: string,
  signature: string | undefined,
): Promise<CallbackAction | CardAction | 'replay'> {
  const payloadSha256 = sha256(rawBody);
  let event: VerifiedEvent | null = null;
  if (provider === 'sandbox' && !deps.isProduction) event = deps.signer.verify(rawBody, signature);
  if (provider === 'stripe') {
    const { stripeWebhookSecret } = await deps.settings.get(deps.db, 'paymentProvider');
    const verdict = verifyStripeWebhook(rawBody, signature, stripeWebhookSecret);
    if (verdict.kind === 'irrelevant') return 'ignored';
    if (verdict.kind === 'cardAttached' || verdict.kind === 'cardDetached') return applyCardEvent(deps, verdict);
    if (verdict.kind === 'refundFailed')
      return refundFailedAtProvider(deps, { ...verdict, provider: 'stripe' }, payloadSha256, deps.orders.now());
    if (verdict.kind === 'event') event = verdict.event;
  }
  if (!event) {
    await deps.payments.recordRejected(deps.db, { provider: provider.slice(0, 40), payloadSha256 });
    throw new AppError('FORBIDDEN', 'orders.badSignature', undefined, 'BAD_SIGNATURE');
  }
  return applyEvent(deps, provider === 'stripe' ? 'stripe' : 'sandbox', event, payloadSha256);
}

/**
 * What the sandbox bank does when the tester pays or declines: a signed callback on the real path.
 * The intent has one event id and one payment reference, so a completion sent again is a replay
 * of the first, decided inside the callback's transaction: it never pays or credits twice.
 */
export async function sandboxComplete(deps: PayOrderDeps, orderId: number, outcome: 'paid' | 'declined') {
  const intent = await deps.payments.latestIntent(deps.db, orderId);
  if (!intent || intent.provider !== 'sandbox') throw notPayable();
  const body = JSON.stringify({
    eventId: `sbx_evt_${intent.id}`,
    intentId: intent.id,
    orderId,
    amountMinor: intent.amountMinor,
    outcome,
    reference: `SBX${intent.id}`,
  } satisfies VerifiedEvent);
  const action = await handleCallback(deps, 'sandbox', body, deps.signer.sign(body));
  // This intent was completed before (paid, declined or credited): it is no longer payable here.
  if (action === 'replay') throw notPayable();
  const after = await deps.payments.intent(deps.db, intent.id);
  return { orderId, state: after?.state ?? intent.state, outcome: action };
}
