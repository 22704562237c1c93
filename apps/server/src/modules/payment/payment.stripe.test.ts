// Stripe's webhooks over the wire, signed with the SDK's own test header: a succeeded payment pays
// the order once, a replay changes nothing, one payment for a closed order is credited once under
// any number of event ids (a second payment of the intent is credited too), a wrong signature or
// secret is refused, an event a payment does not wait for is acknowledged and ignored. And the QR
// read from Stripe's answer.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { demoMember, orderKey, skuOf } from '../../../test/orders-support.ts';
import { notifyStripe, paymentIntentEvent, stripeEvent, stripeSignature } from '../../../test/stripe-webhooks.ts';
import { auditLedger } from '../ledger/index.ts';
import { stripeMethodFor, stripeQrPayload } from './payment.stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
let t: TestApp;
let token: string;
let memberId: number;
let addressId: number;
let productGoodsId: number;

const signed = (payload: string, secret = WEBHOOK_SECRET) => stripeSignature(payload, secret);

/** An unpaid order and the intent a Stripe prepay would have opened for it. */
async function orderWithIntent() {
  const order = await t.ok(orders.create, {
    body: { productGoodsId, num: 1, addressId, idempotencyKey: orderKey() },
    token,
  });
  const payable = await t.services.orders.getPayable(t.db, memberId, order.orderId);
  const intent = await withTransaction(t.db, (tx) =>
    t.services.payments.openIntent(
      tx,
      {
        orderId: order.orderId,
        memberId,
        provider: 'stripe',
        amountMinor: payable.qrMinor,
        currency: payable.currency,
        expiresAt: payable.expiresAt!,
      },
      () => 'stripe-qr-payload',
    ),
  );
  return { order, intent };
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ token, memberId, addressId } = await demoMember(t, 'demo_regular'));
  productGoodsId = await skuOf(t, 'Glass Food Container Set');
  await withTransaction(t.db, (tx) =>
    t.services.settings.update(
      tx,
      'paymentProvider',
      {
        kind: 'stripe',
        promptpayType: 'MSISDN',
        promptpayId: '',
        stripeSecretKey: 'sk_test_not_called',
        stripeWebhookSecret: WEBHOOK_SECRET,
      },
      null,
    ),
  );
});
afterAll(() => t.close());

describe('Stripe webhooks', () => {
  it('pays the order once for a succeeded payment, however often Stripe sends it', async () => {
    const { order, intent } = await orderWithIntent();
    const body = paymentIntentEvent('payment_intent.succeeded', `pi_${intent.id}`, intent);
    const first = await notifyStripe(t, body, signed(body));
    expect(first.json().result.action).toBe('paid');
    const replay = await notifyStripe(t, body, signed(body));
    expect(replay.json().result.action).toBe('replay');
    const detail = await t.ok(orders.detail, { query: { orderId: order.orderId }, token });
    expect(detail).toMatchObject({ status: 2, transactionNo: `pi_${intent.id}` });
  });

  it('credits a payment for a closed order once when Stripe sends it under 16 event ids at once', async () => {
    const { order, intent } = await orderWithIntent();
    await withTransaction(t.db, (tx) => t.services.orders.closeUnpaid(tx, order.orderId, new Date()));
    const cashOf = async () => (await t.services.ledger.balances(t.db, memberId)).CASH;
    const before = await cashOf();
    const bodies = Array.from({ length: 16 }, () =>
      paymentIntentEvent('payment_intent.succeeded', `pi_late_${intent.id}`, intent),
    );
    const answers = await Promise.all(bodies.map((body) => notifyStripe(t, body, signed(body))));
    const actions = answers.map((answer) => answer.json().result.action);
    expect(actions.filter((action) => action === 'refundedToBalance')).toHaveLength(1);
    expect(actions.filter((action) => action === 'alreadyPaid')).toHaveLength(15);
    expect((await cashOf()) - before).toBe(intent.amountMinor);
    const second = paymentIntentEvent('payment_intent.succeeded', `pi_other_${intent.id}`, intent);
    expect((await notifyStripe(t, second, signed(second))).json().result.action).toBe('refundedToBalance');
    expect((await cashOf()) - before).toBe(2 * intent.amountMinor);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('refuses a body signed with another secret or changed after signing', async () => {
    const { order, intent } = await orderWithIntent();
    const body = paymentIntentEvent('payment_intent.succeeded', `pi_${intent.id}`, intent);
    expect((await notifyStripe(t, body, signed(body, 'whsec_someone_else'))).statusCode).toBe(403);
    const tampered = body.replace(`"amount_received":${intent.amountMinor}`, '"amount_received":1');
    expect((await notifyStripe(t, tampered, signed(body))).statusCode).toBe(403);
    expect((await notifyStripe(t, body, 'not-a-header')).statusCode).toBe(403);
    expect((await t.ok(orders.detail, { query: { orderId: order.orderId }, token })).status).toBe(1);
  });

  it('leaves a failed payment payable, and acknowledges events a payment does not wait for', async () => {
    const { order, intent } = await orderWithIntent();
    const failed = paymentIntentEvent('payment_intent.payment_failed', `pi_${intent.id}`, intent);
    expect((await notifyStripe(t, failed, signed(failed))).json().result.action).toBe('declined');
    expect((await t.ok(orders.detail, { query: { orderId: order.orderId }, token })).status).toBe(1);
    const other = stripeEvent('customer.created', {});
    expect((await notifyStripe(t, other, signed(other))).json().result.action).toBe('ignored');
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});

describe('Stripe QR', () => {
  it('pays baht by PromptPay and other currencies by WeChat Pay, reading the QR Stripe answers', () => {
    expect(stripeMethodFor('THB')).toBe('promptpay');
    expect(stripeMethodFor('CNY')).toBe('wechat_pay');
    const promptpay = { promptpay_display_qr_code: { data: '000201pp' } } as Stripe.PaymentIntent['next_action'];
    const wechat = { wechat_pay_display_qr_code: { data: 'weixin://wxpay/x' } } as Stripe.PaymentIntent['next_action'];
    expect(stripeQrPayload({ next_action: promptpay })).toBe('000201pp');
    expect(stripeQrPayload({ next_action: wechat })).toBe('weixin://wxpay/x');
    expect(stripeQrPayload({ next_action: null })).toBeNull();
  });
});
