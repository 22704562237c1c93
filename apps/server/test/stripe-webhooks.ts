// Stripe's webhooks as the tests send them: events shaped as Stripe writes them, signed with the
// SDK's own test header, posted to the shop's notify address.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TestApp } from './harness.ts';

const stripe = new Stripe('sk_test_unused');

/** The `stripe-signature` header Stripe would send with this body under the webhook secret. */
export function stripeSignature(payload: string, secret: string): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret });
}

export function notifyStripe(t: TestApp, payload: string, header: string) {
  return t.app.inject({
    method: 'POST',
    url: '/mallapi/pay/notify/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

/**
 * An event about `object`, under a fresh event id, made now or at `created` (Unix seconds, as
 * Stripe writes it); `previousAttributes` as Stripe sends them with a change (a detach's customer).
 */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  {
    created = Math.floor(Date.now() / 1000),
    previousAttributes,
  }: {
    created?: number;
    previousAttributes?: Record<string, unknown>;
  } = {},
): string {
  const data = previousAttributes ? { object, previous_attributes: previousAttributes } : { object };
  return JSON.stringify({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, created, data });
}

/** An event about Stripe's payment `paymentIntentId` for the intent the shop opened for an order. */
export function paymentIntentEvent(
  type: string,
  paymentIntentId: string,
  intent: { id: number; orderId: number; amountMinor: number },
): string {
  return stripeEvent(type, {
    id: paymentIntentId,
    object: 'payment_intent',
    amount: intent.amountMinor,
    amount_received: type === 'payment_intent.succeeded' ? intent.amountMinor : 0,
    metadata: { orderId: String(intent.orderId), intentId: String(intent.id) },
  });
}
