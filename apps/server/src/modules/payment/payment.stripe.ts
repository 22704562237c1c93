// Stripe as a QR provider: a PaymentIntent per order remainder, paid by PromptPay (baht) or WeChat
// Pay (other currencies) through the QR Stripe answers, and webhooks verified with Stripe's own
// signature check before anything is believed.
import Stripe from 'stripe';
import type { IntentForQr, VerifiedEvent } from './payment.providers.ts';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

export type StripeVerdict =
  | { kind: 'event'; event: VerifiedEvent }
  /** Signed by Stripe, but about something a payment does not wait for. */
  | { kind: 'irrelevant' }
  | { kind: 'invalid' };

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

function eventOf(event: Stripe.Event): StripeVerdict {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return { kind: 'irrelevant' };
  const intent = event.data.object;
  const orderId = Number(intent.metadata.orderId);
  const intentId = Number(intent.metadata.intentId);
  if (!Number.isSafeInteger(orderId) || !Number.isSafeInteger(intentId)) return { kind: 'irrelevant' };
  const paid = event.type === 'payment_intent.succeeded';
  return {
    kind: 'event',
    event: {
      eventId: event.id,
      intentId,
      orderId,
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

/**
 * Creates and confirms the PaymentIntent for an intent of ours (a network call: never made while
 * a row is locked); answers what the QR encodes and Stripe's id for the payment.
 */
export async function createStripeQr(
  secretKey: string,
  intent: IntentForQr,
  email: string,
): Promise<{ payload: string; reference: string }> {
  const client = new Stripe(secretKey, { timeout: 15_000, maxNetworkRetries: 1 });
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
      metadata: { orderId: String(intent.orderId), intentId: String(intent.id) },
    },
    { idempotencyKey: `intent-${intent.id}` },
  );
  const payload = stripeQrPayload(created);
  if (!payload) throw new Error(`Stripe answered no QR for payment ${created.id}`);
  return { payload, reference: created.id };
}
