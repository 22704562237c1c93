// Stripe as a payment provider: a PaymentIntent per order remainder, paid by the QR Stripe answers
// (PromptPay in baht, WeChat Pay otherwise), by Alipay or a card on Stripe's own pages, or by a card
// the member saved there, and given back by a Refund when the order is cancelled; webhooks verified
// with Stripe's own signature check before anything is believed. Every function here is a network
// call: never made while a row is locked.
import Stripe from 'stripe';
import type { AttachedCard, IntentForQr, ProviderVerdict, RefundAnswer, RefundRequest } from './payment.gateway.ts';
import { payableFields, payableOnWire } from './payment.providers.ts';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** A card Stripe attached to one of our customers, as the shop lists it. */
export type StripeCard = AttachedCard;

/** What a webhook Stripe signed says (`irrelevant`: about nothing a payment waits for). */
export type StripeVerdict = ProviderVerdict;

/** The wallet whose QR pays in this currency. */
export function stripeMethodFor(currency: string): 'promptpay' | 'wechat_pay' {
  return currency.toUpperCase() === 'THB' ? 'promptpay' : 'wechat_pay';
}

/** What the shopper's QR encodes, from the intent's next action; null when Stripe answered none. */
export function stripeQrPayload(intent: Pick<Stripe.PaymentIntent, 'next_action'>): string | null {
  const next = intent.next_action;
  return next?.promptpay_display_qr_code?.data ?? next?.wechat_pay_display_qr_code?.data ?? null;
}

// Webhook checks need no key: one client serves every verification.
const verifier = new Stripe('sk_verify_only');

/** Where the SDK sends its calls: Stripe's API unless `STRIPE_API_URL` names another (stripe-mock, tests). */
export interface StripeApiBase {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export function stripeApiBase(url: string | undefined): StripeApiBase | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/** A client for the shop's secret key. */
export function stripeClient(secretKey: string, base?: StripeApiBase): Stripe {
  return new Stripe(secretKey, { timeout: 15_000, maxNetworkRetries: 1, ...base });
}

/** Live keys see live customers only, test keys test ones. */
export function isLiveKey(secretKey: string): boolean {
  return /^(sk|rk)_live_/.test(secretKey);
}

function customerIdOf(customer: Stripe.PaymentMethod['customer'] | undefined): string | undefined {
  return typeof customer === 'string' ? customer : (customer?.id ?? undefined);
}

function cardOf(method: Stripe.PaymentMethod, customerId = customerIdOf(method.customer)): StripeCard | null {
  const card = method.card;
  if (method.type !== 'card' || !customerId || !card || !/^[0-9]{4}$/.test(card.last4)) return null;
  const expiry = `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
  return { paymentMethodId: method.id, customerId, brand: card.brand, last4: card.last4, expiry };
}

/** When Stripe made the event (whole seconds); the time it arrived for an event that says none. */
function eventTime(event: Stripe.Event): Date {
  return Number.isFinite(event.created) ? new Date(event.created * 1000) : new Date();
}

function eventOf(event: Stripe.Event): StripeVerdict {
  if (event.type === 'refund.failed' || event.type === 'refund.updated' || event.type === 'charge.refund.updated') {
    const refund = event.data.object;
    if (refund.status !== 'failed' && refund.status !== 'canceled') return { kind: 'irrelevant' };
    const ourId = Number(refund.metadata?.refundId);
    return {
      kind: 'refundFailed',
      eventId: event.id,
      refundId: refund.id,
      ourId: Number.isSafeInteger(ourId) && ourId > 0 ? ourId : null,
      status: refund.status,
    };
  }
  if (event.type === 'payment_method.attached') {
    const card = cardOf(event.data.object);
    return card ? { kind: 'cardAttached', card, at: eventTime(event) } : { kind: 'irrelevant' };
  }
  if (event.type === 'payment_method.detached') {
    // Detached, the method names no customer any more: the one it left is among the previous attributes.
    const method = event.data.object;
    const card = cardOf(method, customerIdOf(event.data.previous_attributes?.customer));
    return { kind: 'cardDetached', paymentMethodId: method.id, card, at: eventTime(event) };
  }
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return { kind: 'irrelevant' };
  const intent = event.data.object;
  const payable = payableOnWire(intent.metadata.orderId, intent.metadata.payableKind);
  const intentId = Number(intent.metadata.intentId);
  if (!payable || !Number.isSafeInteger(intentId)) return { kind: 'irrelevant' };
  const paid = event.type === 'payment_intent.succeeded';
  return {
    kind: 'event',
    event: {
      eventId: event.id,
      intentId,
      payableKind: payable.kind,
      payableId: payable.id,
      amountMinor: paid ? intent.amount_received : intent.amount,
      outcome: paid ? 'paid' : 'declined',
      reference: intent.id,
    },
  };
}

/** A webhook body verified against its `Stripe-Signature` header with the endpoint's secret. */
export function verifyStripeWebhook(
  rawBody: string,
  signature: string | undefined,
  webhookSecret: string,
): StripeVerdict {
  if (!signature || !webhookSecret) return { kind: 'invalid' };
  try {
    return eventOf(verifier.webhooks.constructEvent(rawBody, signature, webhookSecret));
  } catch {
    return { kind: 'invalid' };
  }
}

/** Our ids on Stripe's PaymentIntent: its webhook names the payable and the intent by them. */
function metadataOf(intent: IntentForQr): Record<string, string> {
  const fields: Record<string, string | number | undefined> = { ...payableFields(intent), intentId: intent.id };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
}

/** Creates and confirms the PaymentIntent paid by QR; answers what the QR encodes and Stripe's id. */
export async function createStripeQr(
  client: Stripe,
  intent: IntentForQr,
  email: string,
): Promise<{ payload: string; reference: string }> {
  const method = stripeMethodFor(intent.currency);
  const created = await client.paymentIntents.create(
    {
      amount: intent.amountMinor,
      currency: intent.currency.toLowerCase(),
      allowed_payment_method_types: [method],
      payment_method_data:
        method === 'promptpay' ? { type: 'promptpay', billing_details: { email } } : { type: 'wechat_pay' },
      ...(method === 'wechat_pay' ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
      confirm: true,
      metadata: metadataOf(intent),
    },
    { idempotencyKey: `intent-${intent.id}` },
  );
  const payload = stripeQrPayload(created);
  if (!payload) throw new Error(`Stripe answered no QR for payment ${created.id}`);
  return { payload, reference: created.id };
}

/** The member's customer at Stripe, made once (a retry of the same member answers the same one). */
export async function createStripeCustomer(client: Stripe, memberId: number, livemode: boolean): Promise<string> {
  const customer = await client.customers.create(
    { metadata: { memberId: String(memberId) } },
    { idempotencyKey: `customer-${livemode ? 'live' : 'test'}-member-${memberId}` },
  );
  return customer.id;
}

/** A PaymentIntent paid on Alipay's page: answers where to send the shopper. */
export async function createStripeAlipay(
  client: Stripe,
  intent: IntentForQr,
  returnUrl: string,
): Promise<{ redirectUrl: string; reference: string }> {
  const created = await client.paymentIntents.create(
    {
      amount: intent.amountMinor,
      currency: intent.currency.toLowerCase(),
      allowed_payment_method_types: ['alipay'],
      payment_method_data: { type: 'alipay' },
      confirm: true,
      return_url: returnUrl,
      metadata: metadataOf(intent),
    },
    { idempotencyKey: `intent-${intent.id}-alipay` },
  );
  const redirectUrl = created.next_action?.redirect_to_url?.url;
  if (!redirectUrl) throw new Error(`Stripe answered no Alipay page for payment ${created.id}`);
  return { redirectUrl, reference: created.id };
}

/**
 * Stripe's hosted page where the shopper enters a card, kept for the member's next payments; its
 * PaymentIntent carries our ids, so the usual webhook pays the order.
 */
export async function createStripeCardCheckout(
  client: Stripe,
  intent: IntentForQr,
  input: { customerId: string; orderNo: string; returnUrl: string },
): Promise<{ redirectUrl: string }> {
  const session = await client.checkout.sessions.create(
    {
      mode: 'payment',
      customer: input.customerId,
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: intent.currency.toLowerCase(),
            unit_amount: intent.amountMinor,
            product_data: { name: input.orderNo },
          },
        },
      ],
      payment_intent_data: { setup_future_usage: 'on_session', metadata: metadataOf(intent) },
      metadata: metadataOf(intent),
      success_url: input.returnUrl,
      cancel_url: input.returnUrl,
    },
    { idempotencyKey: `intent-${intent.id}-card` },
  );
  if (!session.url) throw new Error(`Stripe answered no page for checkout session ${session.id}`);
  return { redirectUrl: session.url };
}

export type SavedCardCharge =
  | { state: 'redirect'; redirectUrl: string; reference: string }
  /** Stripe took the payment (or is taking it): its webhook pays the order. */
  | { state: 'accepted'; reference: string };

/** Pays with a card the member saved; a bank that asks the shopper first answers its page. */
export async function chargeStripeSavedCard(
  client: Stripe,
  intent: IntentForQr,
  input: { customerId: string; paymentMethodId: string; returnUrl: string },
): Promise<SavedCardCharge> {
  const created = await client.paymentIntents.create(
    {
      amount: intent.amountMinor,
      currency: intent.currency.toLowerCase(),
      customer: input.customerId,
      payment_method: input.paymentMethodId,
      allowed_payment_method_types: ['card'],
      confirm: true,
      return_url: input.returnUrl,
      metadata: metadataOf(intent),
    },
    { idempotencyKey: `intent-${intent.id}-card-${input.paymentMethodId}` },
  );
  if (created.status === 'succeeded' || created.status === 'processing')
    return { state: 'accepted', reference: created.id };
  const redirectUrl = created.next_action?.redirect_to_url?.url;
  if (created.status === 'requires_action' && redirectUrl)
    return { state: 'redirect', redirectUrl, reference: created.id };
  throw new Error(`Stripe left saved-card payment ${created.id} at ${created.status}`);
}

/**
 * Detaches a saved card from its customer. A card Stripe refuses to detach (already detached, or
 * unknown there) counts as done; a network or key problem throws.
 */
export async function detachStripeCard(client: Stripe, paymentMethodId: string): Promise<void> {
  try {
    await client.paymentMethods.detach(paymentMethodId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
    throw error;
  }
}

/** A card the bank declined: the payment failed, the shopper may try another way. */
export function isCardDeclined(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeCardError;
}

/**
 * Refusals that asking again cannot change (an unknown or already refunded payment, a refund the
 * payment method does not allow, a key used for something else). A conflict (409), a rate limit,
 * a network fault, a key Stripe does not accept (an operator may fix it) or Stripe's own error may
 * pass.
 */
function refusedForGood(error: unknown): error is Stripe.errors.StripeError {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  if (error.statusCode === 409 || error.statusCode === 429) return false;
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeIdempotencyError
  );
}

/**
 * Gives the payment back through Stripe. A refund Stripe made (`succeeded`) or is making
 * (`pending`) is the provider's from then on; one it failed or cancelled, or a request it refuses
 * for good, cannot be made; anything that may pass is thrown, to be asked again under the same key.
 */
export async function refundStripePayment(client: Stripe, request: RefundRequest): Promise<RefundAnswer> {
  let refund: Stripe.Refund;
  try {
    refund = await client.refunds.create(
      { payment_intent: request.reference, amount: request.amountMinor, metadata: request.metadata },
      { idempotencyKey: request.idempotencyKey },
    );
  } catch (error) {
    if (refusedForGood(error)) return { outcome: 'cannot', reason: `Stripe refused: ${error.message}` };
    throw error;
  }
  if (refund.status === 'succeeded') return { outcome: 'refunded', refundId: refund.id };
  if (refund.status === 'failed' || refund.status === 'canceled')
    return { outcome: 'cannot', reason: `Stripe refund ${refund.id} ${refund.status}` };
  return { outcome: 'pending', refundId: refund.id };
}
