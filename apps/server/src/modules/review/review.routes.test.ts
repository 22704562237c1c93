// Reviews over the wire: only the order's member reviews, only once it is received, every line in
// one call and each line once; the product page and the member's list show the review.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart, evaluate, member, orders, product } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;

async function demoMember(username: string) {
  const session = await t.ok(member.login, { body: { username, password: 'Demo@123456' } });
  const { memberId } = await t.ok(member.getUser, { token: session.token });
  const address = await t.services.addresses.book.byDefault(t.db, 'en_US', memberId);
  await withTransaction(t.db, (tx) =>
    t.services.ledger.openingBalance(tx, {
      memberId,
      asset: 'CASH',
      amountMinor: 100_000,
      idempotencyKey: `test:${randomUUID()}`,
    }),
  );
  return { token: session.token, memberId, addressId: address!.id };
}

/** What the cash balance pays of a purchase: the order spends exactly what the preview applies. */
async function cashFor(body: Record<string, unknown>, token: string): Promise<string> {
  const preview = await t.ok(orders.preview, { body: { ...body, useCash: '99999999.00' }, token });
  return preview.balances.cash.applied;
}

/** A paid order of two units of the product; `status` moves it on as shipping and receipt would. */
async function paidOrder(buyer: { token: string; addressId: number }, productId: number, status: number) {
  const detail = await t.ok(product.detail, { query: { id: productId } });
  const productGoodsId = detail.skus[0]!.productGoodsId;
  await t.db.execute(sql`update catalog_skus set stock = 50 where id = ${productGoodsId}`);
  const placed = await t.ok(orders.create, {
    body: {
      productGoodsId,
      num: 2,
      addressId: buyer.addressId,
      useCash: await cashFor({ productGoodsId, num: 2 }, buyer.token),
      confirmBalances: true,
      idempotencyKey: `k-${randomUUID()}`,
    },
    token: buyer.token,
  });
  await t.db.execute(sql`update orders set status = ${status} where id = ${placed.orderId}`);
  return t.ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
}

let regular: Awaited<ReturnType<typeof demoMember>>;
let vip: Awaited<ReturnType<typeof demoMember>>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  regular = await demoMember('demo_regular');
  vip = await demoMember('demo_vip');
  productId = (await t.ok(product.searchKeyword, { query: { keyword: 'Glass Food Container Set' } })).list[0]!.id;
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
    const order = await paidOrder(regular, productId, 4);
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
    const order = await paidOrder(regular, productId, 4);
    const stranger = await t.call(evaluate.add, {
      body: { orderId: order.orderId, lines: linesOf(order) },
      token: vip.token,
      json: true,
    });
    expect(stranger.envelope).toMatchObject({ success: false, code: 404 });

    const unshipped = await paidOrder(regular, productId, 2);
    const early = await t.call(evaluate.add, {
      body: { orderId: unshipped.orderId, lines: linesOf(unshipped) },
      token: regular.token,
      lang: 'zh_CN',
      json: true,
    });
    expect(early.envelope).toMatchObject({ success: false, message: '订单确认收货后才能评价' });
  });

  it('needs every line rated, with a rating and content, in the caller language', async () => {
    const order = await paidOrder(vip, productId, 6);
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
    const names = ['Glass Food Container Set', 'Wireless Noise-cancelling Earbuds'];
    for (const name of names) {
      const found = await t.ok(product.searchKeyword, { query: { keyword: name } });
      const detail = await t.ok(product.detail, { query: { id: found.list[0]!.id } });
      const sku = detail.skus[0]!.productGoodsId;
      await t.db.execute(sql`update catalog_skus set stock = 50 where id = ${sku}`);
      await t.ok(cart.add, { body: { productGoodsId: sku, num: 1 }, token: vip.token });
    }
    const placed = await t.ok(orders.create, {
      body: {
        addressId: vip.addressId,
        useCash: await cashFor({}, vip.token),
        confirmBalances: true,
        idempotencyKey: `k-${randomUUID()}`,
      },
      token: vip.token,
    });
    await t.db.execute(sql`update orders set status = 4 where id = ${placed.orderId}`);
    const order = await t.ok(orders.detail, { query: { orderId: placed.orderId }, token: vip.token });
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
      const order = await paidOrder(regular, productId, 4);
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

    const order = await paidOrder(vip, productId, 4);
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
