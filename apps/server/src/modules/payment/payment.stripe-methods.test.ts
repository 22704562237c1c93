// Alipay, cards on Stripe's page and saved cards, over the wire against a small fake of Stripe's
// API (node:http on a random port, reached through STRIPE_API_URL): what Stripe is asked (the
// form-encoded bodies and idempotency keys), what the shopper is answered, the cards Stripe's
// signed webhooks attach and detach (by the time Stripe made each event, whatever order they come
// in), deleting a card (detached at Stripe first, only the owner's), and methods the sandbox does
// not offer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, pay } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  setProvider as setStripeOrSandbox,
  startFakeStripe,
  stripeJson,
  type FakeStripe,
} from '../../../test/fake-stripe.ts';
import { demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { notifyStripe, paymentIntentEvent, stripeEvent, stripeSignature } from '../../../test/stripe-webhooks.ts';
import { auditLedger } from '../ledger/index.ts';

const WEBHOOK_SECRET = 'whsec_test_methods_0123456789';

interface Received {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** What the fake Stripe was asked, in order. */
let received: Received[] = [];
let fake: FakeStripe;
let t: TestApp;
let buyer: DemoBuyer;
let other: DemoBuyer;
let productGoodsId: number;
let customers = 0;

function cardError(response: ServerResponse) {
  stripeJson(response, 402, {
    error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
  });
}

/** A PaymentIntent as Stripe answers it, shaped by what was asked. */
function paymentIntent(body: URLSearchParams, response: ServerResponse) {
  const id = `pi_fake_${received.length}`;
  const base = { id, object: 'payment_intent', amount: Number(body.get('amount')), currency: body.get('currency') };
  const paymentMethod = body.get('payment_method');
  if (body.get('payment_method_data[type]') === 'alipay')
    return stripeJson(response, 200, {
      ...base,
      status: 'requires_action',
      next_action: { type: 'redirect_to_url', redirect_to_url: { url: `https://alipay.fake/pay/${id}` } },
    });
  if (body.get('payment_method_data[type]') === 'wechat_pay')
    return stripeJson(response, 200, {
      ...base,
      status: 'requires_action',
      next_action: { type: 'wechat_pay_display_qr_code', wechat_pay_display_qr_code: { data: `weixin://wxpay/${id}` } },
    });
  if (paymentMethod === 'pm_declined') return cardError(response);
  if (paymentMethod === 'pm_3ds')
    return stripeJson(response, 200, {
      ...base,
      status: 'requires_action',
      next_action: { type: 'redirect_to_url', redirect_to_url: { url: `https://bank.fake/3ds/${id}` } },
    });
  if (paymentMethod) return stripeJson(response, 200, { ...base, status: 'succeeded', next_action: null });
  return stripeJson(response, 400, { error: { type: 'invalid_request_error', message: 'unexpected' } });
}

function fakeStripe(request: IncomingMessage, response: ServerResponse, raw: string) {
  const path = request.url ?? '';
  const body = new URLSearchParams(raw);
  const key = request.headers['idempotency-key'];
  received.push({
    method: request.method ?? '',
    path,
    body,
    idempotencyKey: typeof key === 'string' ? key : undefined,
  });
  if (path === '/v1/customers') {
    customers += 1;
    return stripeJson(response, 200, { id: `cus_fake_${customers}`, object: 'customer' });
  }
  if (path === '/v1/payment_intents') return paymentIntent(body, response);
  if (path === '/v1/checkout/sessions')
    return stripeJson(response, 200, {
      id: 'cs_fake_1',
      object: 'checkout.session',
      url: 'https://checkout.fake/c/pay/cs_fake_1',
    });
  const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
  if (detach?.[1] === 'pm_down') return stripeJson(response, 500, { error: { type: 'api_error', message: 'down' } });
  if (detach?.[1] === 'pm_gone')
    return stripeJson(response, 400, { error: { type: 'invalid_request_error', message: 'not attached' } });
  if (detach) return stripeJson(response, 200, { id: detach[1], object: 'payment_method', customer: null });
  return stripeJson(response, 404, { error: { type: 'invalid_request_error', message: `no route ${path}` } });
}

function requestsTo(path: string) {
  return received.filter((request) => request.path === path);
}

async function unpaidOrder(who = buyer) {
  return t.ok(orders.create, {
    body: { productGoodsId, num: 1, addressId: who.addressId, idempotencyKey: orderKey() },
    token: who.token,
  });
}

function notify(payload: string, header = stripeSignature(payload, WEBHOOK_SECRET)) {
  return notifyStripe(t, payload, header);
}

/** A card event, made now or `secondsAgo`; a detach may name the customer it left, as Stripe does. */
function cardEvent(
  type: 'payment_method.attached' | 'payment_method.detached',
  id: string,
  customer: string | null,
  { secondsAgo = 0, from }: { secondsAgo?: number; from?: string } = {},
) {
  const object = {
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
  };
  return stripeEvent(type, object, {
    created: Math.floor(Date.now() / 1000) - secondsAgo,
    ...(from ? { previousAttributes: { customer: from } } : {}),
  });
}

/** Whether the buyer's saved cards list the card Stripe knows as `paymentMethodId`. */
async function lists(paymentMethodId: string): Promise<boolean> {
  const rows = await t.db.execute<{ id: string }>(
    sql`select id from payment_saved_cards where provider_card_id = ${paymentMethodId}`,
  );
  const ids = rows.rows.map((row) => Number(row.id));
  return (await t.ok(pay.getSavedCard, { token: buyer.token })).list.some((card) => ids.includes(card.id));
}

function setProvider(kind: 'stripe' | 'sandbox') {
  return setStripeOrSandbox(t, kind, kind === 'stripe' ? WEBHOOK_SECRET : '');
}

/** The buyer's customer at the fake Stripe, made by a card payment if there is none yet. */
async function buyerCustomer(): Promise<string> {
  const order = await unpaidOrder();
  await t.ok(pay.prepay, { body: { orderId: order.orderId, method: 'card' }, token: buyer.token });
  const rows = await t.db.execute<{ customer_id: string }>(
    sql`select customer_id from payment_customers where member_id = ${buyer.memberId}`,
  );
  return rows.rows[0]!.customer_id;
}

async function savedCardId(paymentMethodId: string): Promise<number> {
  const customer = await buyerCustomer();
  expect((await notify(cardEvent('payment_method.attached', paymentMethodId, customer))).json().result.action).toBe(
    'cardSaved',
  );
  const rows = await t.db.execute<{ id: string }>(
    sql`select id from payment_saved_cards where provider_card_id = ${paymentMethodId}`,
  );
  return Number(rows.rows[0]!.id);
}

beforeAll(async () => {
  fake = await startFakeStripe(fakeStripe);
  t = await createTestApp({ demo: true, env: { STRIPE_API_URL: fake.url } });
  buyer = await demoMember(t, 'demo_regular');
  other = await demoMember(t, 'demo_vip');
  productGoodsId = await skuOf(t, 'Glass Food Container Set', 100);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  await setProvider('stripe');
  received = [];
});

describe('Stripe methods', () => {
  it('offers the QR, Alipay and cards with Stripe, and the QR alone with the sandbox', async () => {
    const order = await unpaidOrder();
    expect(await t.ok(pay.methods, { body: { orderId: order.orderId }, token: buyer.token })).toEqual({
      orderId: order.orderId,
      provider: 'stripe',
      methods: ['qr', 'alipay', 'card'],
    });
    const foreign = await t.call(pay.methods, { body: { orderId: order.orderId }, token: other.token });
    expect(foreign.envelope.error).toBe('ORDER_NOT_FOUND');
    await setProvider('sandbox');
    expect((await t.ok(pay.methods, { body: { orderId: order.orderId }, token: buyer.token })).methods).toEqual(['qr']);
  });

  it('still answers the WeChat Pay QR when the original client sends only the order', async () => {
    const order = await unpaidOrder();
    const qr = await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
    expect(qr).toMatchObject({ provider: 'stripe', method: 'qr', next: 'scan', redirectUrl: null, bankUrl: null });
    expect(qr.qrPayload).toMatch(/^weixin:\/\/wxpay\/pi_fake_/);
    const [asked] = requestsTo('/v1/payment_intents');
    const intent = (await t.services.payments.latestIntent(t.db, order.orderId))!;
    expect(asked!.body.get('payment_method_data[type]')).toBe('wechat_pay');
    expect(asked!.idempotencyKey).toBe(`intent-${intent.id}`);
  });

  it('sends the shopper to Alipay, coming back to the check-result page, under one idempotency key', async () => {
    const order = await unpaidOrder();
    const answer = await t.ok(pay.prepay, { body: { orderId: order.orderId, method: 'alipay' }, token: buyer.token });
    expect(answer).toMatchObject({
      orderId: order.orderId,
      provider: 'stripe',
      amount: order.payable,
      method: 'alipay',
      next: 'redirect',
      qrPayload: '',
      bankUrl: null,
    });
    expect(answer.redirectUrl).toMatch(/^https:\/\/alipay\.fake\/pay\/pi_fake_/);
    const intent = (await t.services.payments.latestIntent(t.db, order.orderId))!;
    const [asked] = requestsTo('/v1/payment_intents');
    expect(asked!.method).toBe('POST');
    expect(asked!.body.get('payment_method_data[type]')).toBe('alipay');
    expect(asked!.body.get('allowed_payment_method_types[0]')).toBe('alipay');
    expect(asked!.body.get('confirm')).toBe('true');
    expect(asked!.body.get('amount')).toBe(String(intent.amountMinor));
    expect(asked!.body.get('return_url')).toMatch(
      new RegExp(`^https?://[^/]+/#/pages/money/check-result\\?orderId=${order.orderId}$`),
    );
    expect(asked!.body.get('metadata[orderId]')).toBe(String(order.orderId));
    expect(asked!.body.get('metadata[intentId]')).toBe(String(intent.id));
    expect(asked!.idempotencyKey).toBe(`intent-${intent.id}-alipay`);

    await t.ok(pay.prepay, { body: { orderId: order.orderId, method: 'alipay' }, token: buyer.token });
    expect(requestsTo('/v1/payment_intents').map((request) => request.idempotencyKey)).toEqual([
      `intent-${intent.id}-alipay`,
      `intent-${intent.id}-alipay`,
    ]);
  });

  it('makes the member one Stripe customer and sends a card payment to Stripe Checkout, kept for next time', async () => {
    const order = await unpaidOrder();
    const answer = await t.ok(pay.prepay, { body: { orderId: order.orderId, method: 'card' }, token: buyer.token });
    expect(answer).toMatchObject({
      method: 'card',
      next: 'redirect',
      redirectUrl: 'https://checkout.fake/c/pay/cs_fake_1',
    });
    const [made] = requestsTo('/v1/customers');
    expect(made!.body.get('metadata[memberId]')).toBe(String(buyer.memberId));
    const customer = (
      await t.db.execute<{ customer_id: string; livemode: boolean }>(
        sql`select customer_id, livemode from payment_customers where member_id = ${buyer.memberId}`,
      )
    ).rows;
    expect(customer).toEqual([{ customer_id: expect.stringMatching(/^cus_fake_/), livemode: false }]);
    const intent = (await t.services.payments.latestIntent(t.db, order.orderId))!;
    const [session] = requestsTo('/v1/checkout/sessions');
    expect(session!.body.get('mode')).toBe('payment');
    expect(session!.body.get('customer')).toBe(customer[0]!.customer_id);
    expect(session!.body.get('allowed_payment_method_types[0]')).toBe('card');
    expect(session!.body.get('payment_intent_data[setup_future_usage]')).toBe('on_session');
    expect(session!.body.get('payment_intent_data[metadata][orderId]')).toBe(String(order.orderId));
    expect(session!.body.get('payment_intent_data[metadata][intentId]')).toBe(String(intent.id));
    expect(session!.body.get('line_items[0][price_data][unit_amount]')).toBe(String(intent.amountMinor));
    expect(session!.body.get('success_url')).toMatch(/\/#\/pages\/money\/check-result\?orderId=\d+$/);
    expect(session!.body.get('cancel_url')).toBe(session!.body.get('success_url'));
    expect(session!.idempotencyKey).toBe(`intent-${intent.id}-card`);

    // The next card payment reuses the customer.
    const second = await unpaidOrder();
    await t.ok(pay.prepay, { body: { orderId: second.orderId, method: 'card' }, token: buyer.token });
    expect(requestsTo('/v1/customers')).toHaveLength(1);
    expect(requestsTo('/v1/checkout/sessions')[1]!.body.get('customer')).toBe(customer[0]!.customer_id);

    // Stripe's webhook for the Checkout payment pays the order as any other.
    const paid = paymentIntentEvent('payment_intent.succeeded', 'pi_checkout_1', intent);
    expect((await notify(paid)).json().result.action).toBe('paid');
    expect((await t.ok(pay.status, { body: { orderId: order.orderId }, token: buyer.token })).state).toBe('success');
  });

  it('lists a card Stripe attaches to the member’s customer, once however often it is sent', async () => {
    const customer = await buyerCustomer();
    const attached = cardEvent('payment_method.attached', 'pm_listed', customer);
    expect((await notify(attached, 'not-a-signature')).statusCode).toBe(403);
    expect((await notify(attached)).json().result.action).toBe('cardSaved');
    expect((await notify(attached)).json().result.action).toBe('cardSaved');
    const { list } = await t.ok(pay.getSavedCard, { token: buyer.token });
    expect(
      list.filter((card) => card.last4 === '4242' && card.expiry === '04/31' && card.brand === 'visa'),
    ).toHaveLength(1);
    expect((await t.ok(pay.getSavedCard, { token: other.token })).list).toEqual([]);
    const stranger = cardEvent('payment_method.attached', 'pm_someone_else', 'cus_not_ours');
    expect((await notify(stranger)).json().result.action).toBe('ignored');
    const rows = await t.db.execute(sql`select 1 from payment_saved_cards where provider_card_id = 'pm_someone_else'`);
    expect(rows.rows).toHaveLength(0);

    const detached = cardEvent('payment_method.detached', 'pm_listed', null);
    expect((await notify(detached)).json().result.action).toBe('cardRemoved');
    expect((await t.ok(pay.getSavedCard, { token: buyer.token })).list.some((card) => card.last4 === '4242')).toBe(
      false,
    );
  });

  it('keeps a detached card off the list when an older attach arrives late, and lists it when attached since', async () => {
    const customer = await buyerCustomer();
    const attach = (secondsAgo: number) => cardEvent('payment_method.attached', 'pm_late', customer, { secondsAgo });
    const first = attach(100);
    expect((await notify(first)).json().result.action).toBe('cardSaved');
    expect(await lists('pm_late')).toBe(true);
    const detached = cardEvent('payment_method.detached', 'pm_late', null, { secondsAgo: 50, from: customer });
    expect((await notify(detached)).json().result.action).toBe('cardRemoved');
    expect(await lists('pm_late')).toBe(false);
    // Made before the detach, delivered after it: the first attach again, and one in between.
    expect((await notify(first)).json().result.action).toBe('ignored');
    expect((await notify(attach(80))).json().result.action).toBe('ignored');
    expect(await lists('pm_late')).toBe(false);
    expect((await notify(attach(10))).json().result.action).toBe('cardSaved');
    expect(await lists('pm_late')).toBe(true);
  });

  it('keeps a card off the list when its detach arrives before its attach', async () => {
    const customer = await buyerCustomer();
    const detached = cardEvent('payment_method.detached', 'pm_early', null, { secondsAgo: 30, from: customer });
    expect((await notify(detached)).json().result.action).toBe('cardRemoved');
    const attached = cardEvent('payment_method.attached', 'pm_early', customer, { secondsAgo: 60 });
    expect((await notify(attached)).json().result.action).toBe('ignored');
    expect(await lists('pm_early')).toBe(false);
  });

  it('pays with a saved card: accepted at once, or through the bank’s page, or declined', async () => {
    const okCard = await savedCardId('pm_ok');
    const order = await unpaidOrder();
    received = [];
    const accepted = await t.ok(pay.prepay, {
      body: { orderId: order.orderId, savedCardId: okCard },
      token: buyer.token,
    });
    expect(accepted).toMatchObject({ method: 'card', next: 'wait', redirectUrl: null });
    const [asked] = requestsTo('/v1/payment_intents');
    const intent = (await t.services.payments.latestIntent(t.db, order.orderId))!;
    expect(asked!.body.get('customer')).toMatch(/^cus_fake_/);
    expect(asked!.body.get('payment_method')).toBe('pm_ok');
    expect(asked!.body.get('confirm')).toBe('true');
    expect(asked!.body.get('return_url')).toMatch(/\/#\/pages\/money\/check-result\?orderId=\d+$/);
    expect(asked!.idempotencyKey).toBe(`intent-${intent.id}-card-pm_ok`);
    expect(requestsTo('/v1/customers')).toHaveLength(0);

    const secure = await savedCardId('pm_3ds');
    const second = await unpaidOrder();
    const redirect = await t.ok(pay.prepay, {
      body: { orderId: second.orderId, method: 'card', savedCardId: secure },
      token: buyer.token,
    });
    expect(redirect).toMatchObject({
      next: 'redirect',
      redirectUrl: expect.stringMatching(/^https:\/\/bank\.fake\/3ds\//),
    });

    const declinedCard = await savedCardId('pm_declined');
    const third = await unpaidOrder();
    const declined = await t.call(pay.prepay, {
      body: { orderId: third.orderId, savedCardId: declinedCard },
      token: buyer.token,
    });
    expect(declined.status).toBe(409);
    expect(declined.envelope.error).toBe('CARD_DECLINED');
    expect((await t.services.payments.latestIntent(t.db, third.orderId))!.state).toBe('failed');

    const foreign = await t.call(pay.prepay, {
      body: { orderId: (await unpaidOrder(other)).orderId, savedCardId: okCard },
      token: other.token,
    });
    expect(foreign.envelope.error).toBe('SAVED_CARD_NOT_FOUND');
    const mixed = await t.call(pay.prepay, {
      body: { orderId: order.orderId, method: 'alipay', savedCardId: okCard },
      token: buyer.token,
    });
    expect(mixed.status).toBe(400);
    expect(mixed.envelope.error).toBe('SAVED_CARD_NEEDS_CARD');
  });

  it('deletes only the member’s own card, detaching it at Stripe first', async () => {
    const id = await savedCardId('pm_to_delete');
    received = [];
    expect(await t.ok(pay.delSavedCard, { body: { id }, token: other.token })).toEqual({ deleted: false });
    expect(received).toEqual([]);
    expect((await t.ok(pay.getSavedCard, { token: buyer.token })).list.some((card) => card.id === id)).toBe(true);

    expect(await t.ok(pay.delSavedCard, { body: { id }, token: buyer.token })).toEqual({ deleted: true });
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_methods/pm_to_delete/detach',
    ]);
    expect((await t.ok(pay.getSavedCard, { token: buyer.token })).list.some((card) => card.id === id)).toBe(false);
    expect(await t.ok(pay.delSavedCard, { body: { id }, token: buyer.token })).toEqual({ deleted: false });
    // An attach Stripe made before the delete, delivered after it, does not bring the card back.
    const late = cardEvent('payment_method.attached', 'pm_to_delete', await buyerCustomer(), { secondsAgo: 60 });
    expect((await notify(late)).json().result.action).toBe('ignored');
    expect(await lists('pm_to_delete')).toBe(false);
  });

  it('keeps a card Stripe could not be reached to detach, and forgets one Stripe no longer has', async () => {
    const down = await savedCardId('pm_down');
    const failed = await t.call(pay.delSavedCard, { body: { id: down }, token: buyer.token });
    expect(failed.envelope.error).toBe('PAYMENT_UNAVAILABLE');
    expect((await t.ok(pay.getSavedCard, { token: buyer.token })).list.some((card) => card.id === down)).toBe(true);
    const gone = await savedCardId('pm_gone');
    expect(await t.ok(pay.delSavedCard, { body: { id: gone }, token: buyer.token })).toEqual({ deleted: true });
  });

  it('refuses Alipay and cards, in the shopper’s language, when the provider is not Stripe', async () => {
    await setProvider('sandbox');
    const order = await unpaidOrder();
    const alipay = await t.call(pay.prepay, {
      body: { orderId: order.orderId, method: 'alipay' },
      token: buyer.token,
      lang: 'zh_CN',
    });
    expect(alipay.status).toBe(409);
    expect(alipay.envelope).toMatchObject({ error: 'PAYMENT_METHOD_UNAVAILABLE', message: '本店暂不支持这种付款方式' });
    const card = await t.call(pay.prepay, { body: { orderId: order.orderId, savedCardId: 1 }, token: buyer.token });
    expect(card.envelope).toMatchObject({
      error: 'PAYMENT_METHOD_UNAVAILABLE',
      message: 'The shop does not offer this payment method',
    });
    const bad = await t.call(pay.prepay, { body: { orderId: order.orderId, method: 'paypal' }, token: buyer.token });
    expect(bad.status).toBe(400);
    expect(received).toEqual([]);
    const qr = await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
    expect(qr).toMatchObject({ provider: 'sandbox', method: 'qr', next: 'scan', redirectUrl: null });
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});
