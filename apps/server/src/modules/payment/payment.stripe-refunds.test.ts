// A cancelled order paid through Stripe, given back by a Stripe Refund, against a small fake of
// Stripe's API (node:http on a random port, reached through STRIPE_API_URL): what Stripe is asked and
// under which key, a refund Stripe makes or is making, a fault that passes (tried again later under
// the same key), a refusal for good, a failed refund or a Stripe that stays down (all to the cash
// balance, once), racing workers (one request per refund), and a refund Stripe fails after all,
// told by its signed webhook.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  setProvider as setStripeOrSandbox,
  startFakeStripe,
  stripeJson,
  type FakeStripe,
} from '../../../test/fake-stripe.ts';
import { demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { notifyStripe, paymentIntentEvent, stripeEvent, stripeSignature } from '../../../test/stripe-webhooks.ts';
import { refundPayments } from '../../workflows/refund-payments.jobs.ts';
import { auditLedger } from '../ledger/index.ts';

const WEBHOOK_SECRET = 'whsec_test_refunds_0123456789';
const MINUTE = 60_000;

interface Asked {
  paymentIntent: string | null;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

let asked: Asked[] = [];
/** Refunds the fake made, by idempotency key: a key asked again answers the same refund. */
const made = new Map<string, object>();
let fake: FakeStripe;
let t: TestApp;
let buyer: DemoBuyer;
let productGoodsId: number;
let seq = 0;

/** How the fake answers a refund, by the PaymentIntent's name: pi_ok_…, pi_flaky_… (two 500s first), … */
function refund(request: IncomingMessage, response: ServerResponse, body: URLSearchParams) {
  const pi = body.get('payment_intent');
  const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
  asked.push({ paymentIntent: pi, body, idempotencyKey: key });
  const kind = /^pi_([a-z]+)_/.exec(pi ?? '')?.[1];
  const tries = asked.filter((one) => one.paymentIntent === pi).length;
  if (kind === 'down' || (kind === 'flaky' && tries <= 2))
    return stripeJson(response, 500, { error: { type: 'api_error', message: 'Stripe is having a moment' } });
  if (kind === 'refused')
    return stripeJson(response, 400, {
      error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge already refunded.' },
    });
  const remembered = key && made.get(key);
  if (remembered) return stripeJson(response, 200, remembered);
  const status = kind === 'failed' ? 'failed' : kind === 'pending' ? 'pending' : 'succeeded';
  const answer = {
    id: `re_fake_${made.size + 1}`,
    object: 'refund',
    amount: Number(body.get('amount')),
    payment_intent: pi,
    status,
    metadata: { orderId: body.get('metadata[orderId]'), refundId: body.get('metadata[refundId]') },
  };
  if (key) made.set(key, answer);
  return stripeJson(response, 200, answer);
}

function notify(payload: string) {
  return notifyStripe(t, payload, stripeSignature(payload, WEBHOOK_SECRET));
}

function setProvider(kind: 'stripe' | 'sandbox') {
  return setStripeOrSandbox(t, kind, WEBHOOK_SECRET);
}

/** An order paid through Stripe by the PaymentIntent `pi_<kind>_<n>` (its signed webhook), then cancelled. */
async function cancelledStripeOrder(kind: string) {
  const order = await t.ok(orders.create, {
    body: { productGoodsId, num: 1, addressId: buyer.addressId, idempotencyKey: orderKey() },
    token: buyer.token,
  });
  const payable = await t.services.orders.getPayable(t.db, buyer.memberId, order.orderId);
  const intent = await withTransaction(t.db, (tx) =>
    t.services.payments.openIntent(
      tx,
      {
        orderId: order.orderId,
        memberId: buyer.memberId,
        provider: 'stripe',
        amountMinor: payable.qrMinor,
        currency: payable.currency,
        expiresAt: payable.expiresAt!,
      },
      () => 'stripe-qr-payload',
    ),
  );
  const pi = `pi_${kind}_${++seq}`;
  const paid = paymentIntentEvent('payment_intent.succeeded', pi, { ...intent, orderId: order.orderId });
  expect((await notify(paid)).json().result.action).toBe('paid');
  const cancelled = await t.ok(orders.cancel, { body: { orderId: order.orderId }, token: buyer.token });
  expect(cancelled.refunds).toEqual([{ source: 'QR', amount: order.payable, to: 'payMethod', state: 'pending' }]);
  const [row] = await t.services.payments.refunds.ofOrder(t.db, order.orderId);
  return { orderId: order.orderId, pi, amountMinor: intent.amountMinor, refund: row! };
}

async function refundOf(orderId: number) {
  return (await t.services.payments.refunds.ofOrder(t.db, orderId))[0]!;
}

async function cash() {
  return Number((await t.services.ledger.balances(t.db, buyer.memberId)).CASH);
}

const askedFor = (pi: string) => asked.filter((one) => one.paymentIntent === pi);

beforeAll(async () => {
  fake = await startFakeStripe((request, response, raw) => {
    if (request.url === '/v1/refunds') return refund(request, response, new URLSearchParams(raw));
    stripeJson(response, 404, { error: { type: 'invalid_request_error', message: `no route ${request.url}` } });
  });
  t = await createTestApp({ demo: true, env: { STRIPE_API_URL: fake.url } });
  buyer = await demoMember(t, 'demo_regular');
  productGoodsId = await skuOf(t, 'Glass Food Container Set', 100);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  await setProvider('stripe');
  asked = [];
});

describe('refunds through Stripe', () => {
  it('asks Stripe to refund the PaymentIntent under the payment’s key, once, and credits no balance', async () => {
    const before = await cash();
    const order = await cancelledStripeOrder('ok');
    expect(order.refund).toMatchObject({ provider: 'stripe', providerRef: order.pi, state: 'pending' });
    expect(await refundPayments(t.services, new Date(), order.orderId)).toMatchObject({ refunded: 1 });
    const [request] = askedFor(order.pi);
    expect(request!.idempotencyKey).toBe(`order:${order.orderId}:refund:${order.refund.orderPaymentId}`);
    expect(request!.body.get('amount')).toBe(String(order.amountMinor));
    expect(request!.body.get('metadata[orderId]')).toBe(String(order.orderId));
    expect(await refundOf(order.orderId)).toMatchObject({
      state: 'refunded',
      providerRefundId: expect.stringMatching(/^re_fake_/),
    });
    await refundPayments(t.services, new Date(Date.now() + 120 * MINUTE));
    expect(askedFor(order.pi)).toHaveLength(1);
    expect(await cash()).toBe(before);
    const detail = await t.ok(orders.detail, { query: { orderId: order.orderId }, token: buyer.token });
    expect(detail.refunds).toMatchObject([{ source: 'QR', to: 'payMethod', state: 'done' }]);
  });

  it('counts a refund Stripe is still making as made at Stripe', async () => {
    const order = await cancelledStripeOrder('pending');
    expect(await refundPayments(t.services, new Date(), order.orderId)).toMatchObject({ refunded: 1 });
    expect(await refundOf(order.orderId)).toMatchObject({ state: 'refunded' });
  });

  it('tries again later, under the same key, when Stripe fails for a moment', async () => {
    const before = await cash();
    const order = await cancelledStripeOrder('flaky');
    const now = new Date();
    expect(await refundPayments(t.services, now, order.orderId)).toMatchObject({ retrying: 1, refunded: 0 });
    const waiting = await refundOf(order.orderId);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringMatching(/moment/) });
    expect(waiting.nextAttemptAt.getTime()).toBe(now.getTime() + MINUTE);
    expect(await refundPayments(t.services, new Date(now.getTime() + 30_000), order.orderId)).toMatchObject({
      retrying: 0,
      refunded: 0,
    });
    expect(await refundPayments(t.services, new Date(now.getTime() + MINUTE), order.orderId)).toMatchObject({
      refunded: 1,
    });
    expect(await refundOf(order.orderId)).toMatchObject({ state: 'refunded', attempts: 2, lastError: null });
    expect(new Set(askedFor(order.pi).map((one) => one.idempotencyKey)).size).toBe(1);
    expect(await cash()).toBe(before);
  });

  it('credits the cash balance once when Stripe refuses for good or the refund fails', async () => {
    for (const kind of ['refused', 'failed']) {
      const before = await cash();
      const order = await cancelledStripeOrder(kind);
      const now = new Date();
      const runs = await Promise.all([1, 2, 3].map(() => refundPayments(t.services, now, order.orderId)));
      expect(runs.reduce((sum, run) => sum + run.toBalance, 0)).toBe(1);
      await refundPayments(t.services, new Date(now.getTime() + 120 * MINUTE), order.orderId);
      expect(await cash()).toBe(before + order.amountMinor);
      expect(await refundOf(order.orderId)).toMatchObject({ state: 'to_balance', lastError: expect.any(String) });
      const detail = await t.ok(orders.detail, { query: { orderId: order.orderId }, token: buyer.token });
      expect(detail.refunds).toMatchObject([{ source: 'QR', to: 'cash', state: 'done' }]);
    }
  });

  it('credits the cash balance after five failed attempts', async () => {
    const before = await cash();
    const order = await cancelledStripeOrder('down');
    const start = Date.now();
    for (const minutes of [0, 1, 6, 21]) {
      expect(await refundPayments(t.services, new Date(start + minutes * MINUTE), order.orderId)).toMatchObject({
        retrying: 1,
      });
    }
    expect(await cash()).toBe(before);
    expect(await refundPayments(t.services, new Date(start + 81 * MINUTE), order.orderId)).toMatchObject({
      toBalance: 1,
    });
    expect(await refundOf(order.orderId)).toMatchObject({
      state: 'to_balance',
      attempts: 5,
      lastError: expect.stringMatching(/^still failing after 5 attempts/),
    });
    expect(await cash()).toBe(before + order.amountMinor);
  }, 60_000);

  it('credits the cash balance when no Stripe key is configured any more', async () => {
    const before = await cash();
    const order = await cancelledStripeOrder('ok');
    // The back office keeps a secret it is sent blank: the key is taken away in the table itself.
    await t.db.execute(
      sql`update settings set value = jsonb_set(value, '{stripeSecretKey}', '""') where key = 'paymentProvider'`,
    );
    await t.services.caches.publish(t.db, ['settings:']);
    expect(await refundPayments(t.services, new Date(), order.orderId)).toMatchObject({ toBalance: 1 });
    expect(askedFor(order.pi)).toEqual([]);
    expect(await cash()).toBe(before + order.amountMinor);
  });

  it('asks Stripe once per refund however many workers race', async () => {
    const paid = [await cancelledStripeOrder('ok'), await cancelledStripeOrder('ok')];
    const now = new Date();
    const runs = await Promise.all(Array.from({ length: 4 }, () => refundPayments(t.services, now)));
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBe(2);
    for (const order of paid) expect(askedFor(order.pi)).toHaveLength(1);
  });

  it('credits the cash balance once when Stripe fails a refund after all, whatever it sends again', async () => {
    const before = await cash();
    const order = await cancelledStripeOrder('ok');
    await refundPayments(t.services, new Date(), order.orderId);
    const { providerRefundId } = await refundOf(order.orderId);
    const failed = (type: string) =>
      stripeEvent(type, { id: providerRefundId, object: 'refund', status: 'failed', metadata: {} });
    const first = failed('refund.failed');
    expect((await notify(first)).json().result.action).toBe('refundedToBalance');
    expect((await notify(first)).json().result.action).toBe('replay');
    expect((await notify(failed('charge.refund.updated'))).json().result.action).toBe('ignored');
    expect(await cash()).toBe(before + order.amountMinor);
    expect(await refundOf(order.orderId)).toMatchObject({ state: 'to_balance' });
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});
