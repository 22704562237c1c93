// Reviews over the wire: only the order's member reviews, only once it is received, every line in
// one call and each line once; the product page and the member's list show the review.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart, evaluate, orders, product } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buyWithCash, demoMember, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';

let t: TestApp;

const GLASS_BOX = 'Glass Food Container Set';

/** The order as the member reads it, moved on to `status` as shipping and receipt would. */
async function movedTo(buyer: DemoBuyer, orderId: number, status: number) {
  await t.db.execute(sql`update orders set status = ${status} where id = ${orderId}`);
  return t.ok(orders.detail, { query: { orderId }, token: buyer.token });
}

/** A paid order of two units of the glass box; `status` moves it on as shipping and receipt would. */
async function paidOrder(buyer: DemoBuyer, status: number) {
  const placed = await buyWithCash(t, buyer, await skuOf(t, GLASS_BOX), 2);
  return movedTo(buyer, placed.orderId, status);
}

let regular: DemoBuyer;
let vip: DemoBuyer;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  regular = await demoMember(t, 'demo_regular');
  vip = await demoMember(t, 'demo_vip');
  productId = (await t.ok(product.searchKeyword, { query: { keyword: GLASS_BOX } })).list[0]!.id;
});
afterAll(() => t.close());

const linesOf = (order: { lines: { id: number }[] }, anonymous = false) =>
  order.lines.map((line, index) => ({
    orderLineId: line.id,
    rating: 5 - index,
    content: 'Sturdy and clean',
    anonymous,
  }));

describe('evaluate/add', () => {
  it('reviews a received order once, shown on the product page and in my reviews', async () => {
    const order = await paidOrder(regular, 4);
    const added = await t.ok(evaluate.add, {
      body: { orderId: order.orderId, lines: linesOf(order, true) },
      token: regular.token,
      json: true,
    });
    expect(added.reviewIds).toHaveLength(order.lines.length);

    const page = await t.ok(evaluate.productPage, { query: { productId } });
    expect(page.total).toBe(1);
    // The product page's summary counts it too.
    expect((await t.ok(product.detail, { query: { id: productId } })).review).toEqual({ count: 1, average: '5.0' });
    expect(await t.ok(product.reviewSummary, { query: { productId } })).toEqual({ count: 1, average: '5.0' });
    expect(page.average).toBe('5.0');
    expect(page.list[0]).toMatchObject({
      rating: 5,
      content: 'Sturdy and clean',
      anonymous: true,
      orderId: order.orderId,
    });
    expect(page.list[0]!.reviewer).toMatch(/^.\*\*\*.$/);
    const mine = await t.ok(evaluate.myPage, { body: {}, token: regular.token });
    expect(mine.list.map((review) => review.id)).toEqual(added.reviewIds);
    // Reviewed, the order leaves "pending review".
    const reviewed = await t.ok(orders.detail, { query: { orderId: order.orderId }, token: regular.token });
    expect(reviewed.viewStatus).toBe(reviewed.status);

    const again = await t.call(evaluate.add, {
      body: { orderId: order.orderId, lines: linesOf(order) },
      token: regular.token,
      lang: 'en_US',
      json: true,
    });
    expect(again.envelope).toMatchObject({ success: false, message: 'This order has already been reviewed' });
  });

  it("refuses another member's order and an order not yet received", async () => {
    const order = await paidOrder(regular, 4);
    const stranger = await t.call(evaluate.add, {
      body: { orderId: order.orderId, lines: linesOf(order) },
      token: vip.token,
      json: true,
    });
    expect(stranger.envelope).toMatchObject({ success: false, code: 404 });

    const unshipped = await paidOrder(regular, 2);
    const early = await t.call(evaluate.add, {
      body: { orderId: unshipped.orderId, lines: linesOf(unshipped) },
      token: regular.token,
      lang: 'zh_CN',
      json: true,
    });
    expect(early.envelope).toMatchObject({ success: false, message: '订单确认收货后才能评价' });
  });

  it('needs every line rated, with a rating and content, in the caller language', async () => {
    const order = await paidOrder(vip, 6);
    const missingContent = await t.call(evaluate.add, {
      body: { orderId: order.orderId, lines: [{ orderLineId: order.lines[0]!.id, rating: 4, content: '' }] },
      token: vip.token,
      lang: 'en_US',
      json: true,
    });
    expect(missingContent.envelope).toMatchObject({ success: false, code: 400 });
    const unknownLine = await t.call(evaluate.add, {
      body: { orderId: order.orderId, lines: [{ orderLineId: 999_999_999, rating: 4, content: 'Good' }] },
      token: vip.token,
      lang: 'en_US',
      json: true,
    });
    expect(unknownLine.envelope).toMatchObject({ success: false, message: 'A reviewed product is not in this order' });
    const page = await t.ok(evaluate.productPage, { query: { productId } });
    // As the shop sends it: a form with one JSON object per repeated \`lines\` field.
    const written = await t.ok(evaluate.add, {
      body: { orderId: order.orderId, lines: linesOf(order).map((line) => JSON.stringify(line)) },
      token: vip.token,
    });
    expect(written.reviewIds).toHaveLength(1);
    const after = await t.ok(evaluate.productPage, { query: { productId } });
    expect(after.total).toBe(page.total + 1);
    expect(after.list[0]).toMatchObject({ anonymous: false, reviewer: expect.not.stringContaining('***') });
  });
});

describe('an order of several products', () => {
  it('is refused until every line is rated, in the caller language', async () => {
    for (const name of [GLASS_BOX, 'Wireless Noise-cancelling Earbuds']) {
      await t.ok(cart.add, { body: { productGoodsId: await skuOf(t, name), num: 1 }, token: vip.token });
    }
    const order = await movedTo(vip, (await buyWithCash(t, vip)).orderId, 4);
    expect(order.lines).toHaveLength(2);
    const half = await t.call(evaluate.add, {
      body: { orderId: order.orderId, lines: linesOf(order).slice(0, 1) },
      token: vip.token,
      lang: 'th_TH',
      json: true,
    });
    expect(half.envelope).toMatchObject({ success: false, message: 'มีสินค้าที่ยังไม่ได้รีวิว' });
    const all = await t.ok(evaluate.add, {
      body: { orderId: order.orderId, lines: linesOf(order) },
      token: vip.token,
      json: true,
    });
    expect(all.reviewIds).toHaveLength(2);
  });
});

describe('review rewards', () => {
  it('credits the set points once per review when the settings grant them', async () => {
    await withTransaction(t.db, (tx) => t.services.settings.update(tx, 'reviewRewards', { pointsPerReview: 7 }, null));
    try {
      const before = (await t.services.ledger.balances(t.db, regular.memberId)).POINTS;
      const order = await paidOrder(regular, 4);
      await t.ok(evaluate.add, {
        body: { orderId: order.orderId, lines: linesOf(order) },
        token: regular.token,
        json: true,
      });
      const after = (await t.services.ledger.balances(t.db, regular.memberId)).POINTS;
      expect(after - before).toBe(7 * order.lines.length);
    } finally {
      await withTransaction(t.db, (tx) =>
        t.services.settings.update(tx, 'reviewRewards', { pointsPerReview: 0 }, null),
      );
    }
  });
});

describe('evaluate/uploadImage', () => {
  it('stores a photo in three sizes for a review, and refuses an id it never answered', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3388ff' } })
      .png()
      .toBuffer();
    const boundary = '----review-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: evaluate.uploadImage.path,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: vip.token },
    });
    expect(response.statusCode).toBe(200);
    const photo = response.json().result as { id: string; s800: string };
    const large = await sharp(path.join(t.config.uploadsDir, photo.s800.replace('/uploads/', ''))).metadata();
    expect([large.width, large.height]).toEqual([800, 533]);

    const order = await paidOrder(vip, 4);
    const lines = linesOf(order).map((line) => ({ ...line, images: ['0123456789abcdef01234567'] }));
    const madeUp = await t.call(evaluate.add, {
      body: { orderId: order.orderId, lines },
      token: vip.token,
      lang: 'en_US',
      json: true,
    });
    expect(madeUp.envelope).toMatchObject({ success: false, message: 'A photo was not found: upload it again' });
    await t.ok(evaluate.add, {
      body: { orderId: order.orderId, lines: lines.map((line) => ({ ...line, images: [photo.id] })) },
      token: vip.token,
      json: true,
    });
    const mine = await t.ok(evaluate.myPage, { body: {}, token: vip.token });
    expect(mine.list[0]!.images).toEqual([{ s100: expect.any(String), s200: expect.any(String), s800: photo.s800 }]);
  });
});
