// A member attaches only their own photos to a review: another member's upload id is refused,
// naming the field, and nothing is written; their own is accepted.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluate, orders } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buyWithCash, demoMember, skuOf, uploadPhoto, type DemoBuyer } from '../../../test/orders-support.ts';

let t: TestApp;
let regular: DemoBuyer;
let vip: DemoBuyer;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  regular = await demoMember(t, 'demo_regular');
  vip = await demoMember(t, 'demo_vip');
});
afterAll(() => t.close());

/** A received order of the member's: answers it as they read it. */
async function receivedOrder(buyer: DemoBuyer) {
  const placed = await buyWithCash(t, buyer, await skuOf(t, 'Glass Food Container Set'), 1);
  await t.db.execute(sql`update orders set status = 4 where id = ${placed.orderId}`);
  return t.ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
}

describe('evaluate/add with photos', () => {
  it('refuses another member’s photo naming the field, and takes the member’s own', async () => {
    const theirs = await uploadPhoto(t, vip.token, '#aa3322');
    const mine = await uploadPhoto(t, regular.token);
    const order = await receivedOrder(regular);
    const lines = (images: string[]) =>
      order.lines.map((line) => ({ orderLineId: line.id, rating: 5, content: 'Good', anonymous: false, images }));

    const refused = await t.call(evaluate.add, {
      body: { orderId: order.orderId, lines: lines([mine, theirs]) },
      token: regular.token,
      json: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope).toMatchObject({
      success: false,
      error: 'VALIDATION',
      message: 'Reviews: only photos you uploaded yourself can be attached',
      fields: [{ field: 'lines.0.images', message: 'only photos you uploaded yourself can be attached' }],
    });
    const zh = await t.call(evaluate.add, {
      body: { orderId: order.orderId, lines: lines([theirs]) },
      token: regular.token,
      lang: 'zh_CN',
      json: true,
    });
    expect(zh.envelope.message).toBe('评价：只能添加自己上传的图片');
    expect((await t.ok(evaluate.myPage, { body: {}, token: regular.token })).total).toBe(0);

    await t.ok(evaluate.add, {
      body: { orderId: order.orderId, lines: lines([mine]) },
      token: regular.token,
      json: true,
    });
    const page = await t.ok(evaluate.myPage, { body: {}, token: regular.token });
    expect(page.list[0]!.images).toHaveLength(1);
  });
});
