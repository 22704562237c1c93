// afterSale/apply's key stands for one request: a true resend answers the first request, the same
// key with other content is refused naming the key. Photos attached are the member's own uploads
// only: another member's photo id is refused naming the field.
import { describe, expect, it } from 'vitest';
import { adminOrders, afterSale, orders } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { buyWithCash, demoMember, orderKey, skuOf, uploadPhoto, type DemoBuyer } from '../../../test/orders-support.ts';

const shop = demoShopForFile();
const t = () => shop.t;
let trackingSeq = 0;

/** A received order of two units paid by cash: answers its one line's id. */
async function receivedLine(buyer: DemoBuyer): Promise<number> {
  const placed = await buyWithCash(t(), buyer, await skuOf(t(), 'Gentle Amino Acid Cleanser'), 2);
  await t().ok(adminOrders.ship, {
    body: { orderId: placed.orderId, carrier: 'Kerry Express', trackingNo: `AK${Date.now()}${trackingSeq++}` },
    token: shop.adminToken,
  });
  await t().ok(orders.confirmReceipt, { body: { orderId: placed.orderId }, token: buyer.token });
  const detail = await t().ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
  return detail.lines[0]!.id;
}

describe('afterSale/apply with a key used before', () => {
  it('answers a true resend with the first request and refuses other content under the key', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const orderLineId = await receivedLine(buyer);
    const body = {
      orderLineId,
      type: 'return',
      reason: 1,
      quantity: 1,
      comment: 'Too small',
      refundTarget: 'balance',
      idempotencyKey: orderKey(),
    } as const;
    const first = await t().ok(afterSale.apply, { body, token: buyer.token });
    // The same request, the refund target left to its default and the fields sent as JSON.
    const { refundTarget: _default, ...same } = body;
    expect((await t().ok(afterSale.apply, { body: same, token: buyer.token, json: true })).id).toBe(first.id);

    const more = await t().call(afterSale.apply, { body: { ...body, quantity: 2 }, token: buyer.token });
    expect(more.status).toBe(409);
    expect(more.envelope).toMatchObject({
      success: false,
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: `The idempotency key ${body.idempotencyKey} was already used for a request with other content: send a new request with a new key`,
    });
    const exchange = await t().call(afterSale.apply, {
      body: { ...body, type: 'exchange', refundTarget: undefined },
      token: buyer.token,
    });
    expect(exchange.envelope.error).toBe('IDEMPOTENCY_KEY_REUSED');
    const page = await t().ok(afterSale.queryPage, { body: {}, token: buyer.token });
    expect(page.list.filter((request) => request.orderLineId === orderLineId)).toHaveLength(1);
  });
});

describe('afterSale/apply with photos', () => {
  it('refuses another member’s photo naming the field, and takes the member’s own', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const other = await demoMember(t(), 'demo_v730');
    const orderLineId = await receivedLine(buyer);
    const theirs = await uploadPhoto(t(), other.token, '#22aa44');
    const mine = await uploadPhoto(t(), buyer.token);
    const body = { orderLineId, type: 'exchange', reason: 2, quantity: 1, comment: 'Scratched' } as const;

    const refused = await t().call(afterSale.apply, {
      body: { ...body, images: [theirs], idempotencyKey: orderKey() },
      token: buyer.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope).toMatchObject({
      success: false,
      error: 'VALIDATION',
      message: 'Photos: only photos you uploaded yourself can be attached',
      fields: [{ field: 'images', message: 'only photos you uploaded yourself can be attached' }],
    });
    const taken = await t().ok(afterSale.apply, {
      body: { ...body, images: [mine], idempotencyKey: orderKey() },
      token: buyer.token,
    });
    expect(taken.images).toHaveLength(1);
  });
});
