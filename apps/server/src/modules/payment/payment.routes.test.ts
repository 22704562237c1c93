// Paying the QR over the wire: the sandbox bank's pay and decline through the signed callback,
// replays and forged signatures, a late payment for a closed order, PromptPay payloads, and a
// clean ledger afterwards.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parse } from 'promptparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pay } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';

let t: TestApp;
let buyer: DemoBuyer;
let stranger: string;
let productGoodsId: number;

async function unpaidOrder() {
  return t.ok(orders.create, {
    body: { productGoodsId, num: 1, addressId: buyer.addressId, idempotencyKey: orderKey() },
    token: buyer.token,
  });
}

function notify(body: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/mallapi/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    payload: body,
  });
}

/** The shop's currency and QR provider, changed together as an operator would. */
async function sellWith(currencyCode: string, kind: 'sandbox' | 'promptpay', promptpayId: string) {
  await withTransaction(t.db, async (tx) => {
    await t.services.settings.update(tx, 'currencyCode', currencyCode, null);
    await t.services.settings.update(tx, 'paymentProvider', { kind, promptpayType: 'MSISDN', promptpayId }, null);
  });
}

async function orderStatus(orderId: number) {
  return (await t.ok(orders.detail, { query: { orderId }, token: buyer.token })).status;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  buyer = await demoMember(t, 'demo_regular');
  stranger = (await demoMember(t, 'demo_vip')).token;
  productGoodsId = await skuOf(t, 'Glass Food Container Set', 100);
});
afterAll(() => t.close());

describe('pay', () => {
  it('answers a QR for the member’s own unpaid order only, valid as long as the order', async () => {
    const order = await unpaidOrder();
    const qr = await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
    expect(qr).toMatchObject({ provider: 'sandbox', amount: order.payable, expiresAt: order.expiresAt });
    expect(qr.qrPayload).toContain(`/dev/pay-sandbox/bank?orderId=${order.orderId}`);
    expect(qr.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(qr.bankUrl).toBe(qr.qrPayload);
    const again = await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
    expect(again.qrPayload).toBe(qr.qrPayload);
    const foreign = await t.call(pay.prepay, { body: { orderId: order.orderId }, token: stranger });
    expect(foreign.envelope.error).toBe('ORDER_NOT_FOUND');
  });

  it('leaves a declined order payable, and pays it on the next try', async () => {
    const order = await unpaidOrder();
    await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
    const declined = await t.ok(pay.sandboxComplete, { body: { orderId: order.orderId, outcome: 'declined' } });
    expect(declined).toMatchObject({ state: 'failed', outcome: 'declined' });
    expect(await t.ok(pay.status, { body: { orderId: order.orderId }, token: buyer.token })).toMatchObject({
      state: 'failed',
      orderStatus: 1,
    });
    await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
    const paid = await t.ok(pay.sandboxComplete, { body: { orderId: order.orderId, outcome: 'paid' } });
    expect(paid).toMatchObject({ state: 'success', outcome: 'paid' });
    expect(await t.ok(pay.status, { body: { orderId: order.orderId }, token: buyer.token })).toMatchObject({
      state: 'success',
      orderStatus: 2,
    });
  });

  it('pays once when one signed callback arrives 16 times at once, and refuses a forged one', async () => {
    const order = await unpaidOrder();
    await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
    const intent = (await t.services.payments.latestIntent(t.db, order.orderId))!;
    const event = {
      eventId: randomUUID(),
      intentId: intent.id,
      orderId: order.orderId,
      amountMinor: intent.amountMinor,
      outcome: 'paid',
      reference: 'REPLAY-1',
    };
    const body = JSON.stringify(event);
    const forged = await notify(body, 'f'.repeat(64));
    expect(forged.statusCode).toBe(403);
    expect(await orderStatus(order.orderId)).toBe(1);

    const answers = await Promise.all(
      Array.from({ length: 16 }, () => notify(body, t.services.sandboxSigner.sign(body))),
    );
    const actions = answers.map((answer) => answer.json().result.action);
    expect(actions.filter((action) => action === 'paid')).toHaveLength(1);
    expect(actions.filter((action) => action === 'replay')).toHaveLength(15);
    expect(await orderStatus(order.orderId)).toBe(2);
    const recorded = await t.db.execute<{ action: string; n: number }>(sql`
      select action, count(*)::int as n from payment_callbacks where order_id = ${order.orderId} group by action`);
    expect(recorded.rows).toEqual([{ action: 'paid', n: 1 }]);
  });

  it('credits a payment that arrives after the order closed to the member’s cash balance, once', async () => {
    const order = await unpaidOrder();
    await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
    await withTransaction(t.db, (tx) => t.services.orders.closeUnpaid(tx, order.orderId, new Date()));
    const before = await t.services.ledger.balances(t.db, buyer.memberId);
    const late = await t.ok(pay.sandboxComplete, { body: { orderId: order.orderId, outcome: 'paid' } });
    expect(late.outcome).toBe('refundedToBalance');
    const after = await t.services.ledger.balances(t.db, buyer.memberId);
    expect(after.CASH - before.CASH).toBe(Math.round(Number(order.payable) * 100));
    const again = await t.call(pay.sandboxComplete, { body: { orderId: order.orderId, outcome: 'paid' } });
    expect(again.envelope.error).toBe('ORDER_NOT_PAYABLE');
    expect((await t.services.ledger.balances(t.db, buyer.memberId)).CASH).toBe(after.CASH);
    expect(await orderStatus(order.orderId)).toBe(5);
  });

  it('serves the sandbox bank page, whose form pays through the same path', async () => {
    const order = await unpaidOrder();
    await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
    const page = await t.app.inject({
      method: 'GET',
      url: `/dev/pay-sandbox/bank?orderId=${order.orderId}&lang=th_TH`,
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('ธนาคารทดสอบ');
    expect(page.body).toContain(order.payable);
    const done = await t.app.inject({
      method: 'POST',
      url: '/dev/pay-sandbox/bank',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderId=${order.orderId}&outcome=paid&lang=en_US`,
    });
    expect(done.body).toContain('Paid. You can go back to the shop.');
    expect(await orderStatus(order.orderId)).toBe(2);
  });

  it('builds a real PromptPay payload with the amount when the shop sells in baht', async () => {
    await sellWith('THB', 'promptpay', '0812345678');
    try {
      const order = await unpaidOrder();
      const qr = await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
      expect(qr.provider).toBe('promptpay');
      expect(qr.bankUrl).toBeNull();
      const parsed = parse(qr.qrPayload, true);
      expect(parsed).not.toBeNull();
      expect(parsed!.getTagValue('54')).toBe(order.payable);
      expect(parsed!.getTagValue('53')).toBe('764');
      expect(parsed!.getTagValue('29', '01')).toBe('0066812345678');
      expect(parsed!.validate('63')).toBe(true);
    } finally {
      await sellWith('CNY', 'sandbox', '');
    }
  });

  it('lists no saved cards for the sandbox and leaves the ledger clean', async () => {
    expect(await t.ok(pay.getSavedCard, { token: buyer.token })).toEqual({ list: [] });
    expect(await t.ok(pay.delSavedCard, { body: { id: 1 }, token: buyer.token })).toEqual({ deleted: false });
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});
