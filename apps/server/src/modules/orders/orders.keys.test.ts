// An order's idempotency key stands for one request: a true resend answers the first order (the
// amounts written another way, the fields in another order, its cart lines already bought), the
// same key with other content is refused with an error naming the key, also when copies with
// different content race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart, orders } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { credit, demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';

let t: TestApp;
let buyer: DemoBuyer;
let productGoodsId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  buyer = await demoMember(t, 'demo_regular');
  await credit(t, buyer.memberId, 'CASH', 1_000_000);
  productGoodsId = await skuOf(t, 'Glass Food Container Set', 500);
}, 120_000);
afterAll(() => t.close());

async function buyNowBody(num: number) {
  const priced = await t.ok(orders.preview, { body: { productGoodsId, num }, token: buyer.token });
  return {
    productGoodsId,
    num,
    addressId: buyer.addressId,
    useCash: priced.amounts.orderTotal,
    confirmBalances: true,
    idempotencyKey: orderKey(),
  };
}

describe('orders/create with a key used before', () => {
  it('answers a true resend with the first order, the amount written another way', async () => {
    const body = await buyNowBody(1);
    const first = await t.ok(orders.create, { body, token: buyer.token });
    const total = body.useCash.replace(/\.00$/, '');
    const { idempotencyKey, ...rest } = { ...body, useCash: total };
    const again = await t.ok(orders.create, { body: { idempotencyKey, ...rest }, token: buyer.token, json: true });
    expect(again).toEqual(first);
  });

  it('refuses the key with other content, naming the key, and makes no second order', async () => {
    const body = await buyNowBody(1);
    const first = await t.ok(orders.create, { body, token: buyer.token });
    const other = await buyNowBody(2);
    const reused = await t.call(orders.create, {
      body: { ...other, idempotencyKey: body.idempotencyKey },
      token: buyer.token,
    });
    expect(reused.status).toBe(409);
    expect(reused.envelope).toMatchObject({
      success: false,
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: `The idempotency key ${body.idempotencyKey} was already used for a request with other content: send a new request with a new key`,
    });
    const remarked = await t.call(orders.create, {
      body: { ...body, remark: 'leave at the door' },
      token: buyer.token,
    });
    expect(remarked.envelope.error).toBe('IDEMPOTENCY_KEY_REUSED');
    // The first order is untouched and still answers its own resend.
    expect(await t.ok(orders.create, { body, token: buyer.token })).toEqual(first);
  });

  it('answers a cart order’s resend after its lines were bought, and refuses other lines under its key', async () => {
    await t.ok(cart.add, { body: { productGoodsId, num: 1 }, token: buyer.token });
    const lineId = (await t.ok(cart.list, { token: buyer.token })).list[0]!.id;
    const priced = await t.ok(orders.preview, { body: { cartIds: [lineId] }, token: buyer.token });
    const body = {
      cartIds: String(lineId),
      addressId: buyer.addressId,
      useCash: priced.amounts.orderTotal,
      confirmBalances: true,
      idempotencyKey: orderKey(),
    };
    const first = await t.ok(orders.create, { body, token: buyer.token });
    expect(await t.ok(orders.create, { body, token: buyer.token })).toEqual(first);
    const direct = await t.call(orders.create, {
      body: { ...(await buyNowBody(1)), idempotencyKey: body.idempotencyKey },
      token: buyer.token,
    });
    expect(direct.envelope.error).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('of eight copies racing under one key, the other content is refused and one order is made', async () => {
    const one = await buyNowBody(1);
    const two = { ...(await buyNowBody(2)), idempotencyKey: one.idempotencyKey };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.call(orders.create, { body: i % 2 ? two : one, token: buyer.token })),
    );
    const placed = answers.filter((answer) => answer.envelope.success);
    const orderIds = new Set(placed.map((answer) => (answer.envelope.result as { orderId: number }).orderId));
    expect(orderIds.size).toBe(1);
    expect(placed).toHaveLength(4);
    expect(answers.filter((answer) => answer.envelope.error === 'IDEMPOTENCY_KEY_REUSED')).toHaveLength(4);
  });
});
