// The cart over the wire on the demo shop: every call, prices per level and flash sale, flags for
// sold-out and unlisted lines, the four languages, ownership, and 16 concurrent adds of one SKU.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart, member, orders, product } from '@mall/contracts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';
import { statementsDuring } from '../../../test/statements.ts';

const HOUR = 3_600_000;
let t: TestApp;
let realNow: number;
let alice: string;
let bob: string;
let vip: string;

async function login(username: string, level = 1): Promise<string> {
  await createMember(t.services, { username, level });
  return (await t.ok(member.login, { body: { username, password: 'Demo@123456' } })).token;
}

async function setSku(productGoodsId: number, stock: number) {
  await t.db.execute(sql`update catalog_skus set stock = ${stock} where id = ${productGoodsId}`);
}

/** The first SKU of the product found by its English name, stocked with 300, with the product's flash sale id. */
async function skuOf(name: string) {
  const found = await t.ok(product.searchKeyword, { query: { keyword: name } });
  const detail = await t.ok(product.detail, { query: { id: found.list[0]!.id } });
  const sku = detail.skus[0]!;
  await setSku(sku.productGoodsId, 300);
  return { ...sku, stock: 300, productId: detail.id, flashSaleId: detail.flashSale?.flashSaleId ?? null };
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const sales = await t.services.catalog.admin.list(t.services.db, 'flashSale', 'en_US');
  const earbuds = sales.find((sale) => sale.productName === 'Wireless Noise-cancelling Earbuds')!;
  // Two hours into the running earbuds sale, and one into the dried mango sale.
  realNow = Date.parse(earbuds.startsAt) + 2 * HOUR;
  t.services.catalog.clock = () => new Date(realNow);
  [alice, bob, vip] = [await login('cart_alice'), await login('cart_bob', 2), await login('cart_vip', 2)];
});
afterAll(() => t.close());

describe('cart', () => {
  it('prices a points-zone line in points and its cash part, with totals as checkout charges them', async () => {
    const bag = await skuOf('Points Reward: Eco Shopping Bag');
    const box = await skuOf('Glass Food Container Set');
    await t.db.execute(sql`update catalog_products set points_cash_minor = 250 where id = ${bag.productId}`);
    const buyer = await login('cart_points');
    await t.ok(cart.add, { body: { productGoodsId: bag.productGoodsId, num: 2 }, token: buyer });
    await t.ok(cart.add, { body: { productGoodsId: box.productGoodsId, num: 1 }, token: buyer });
    const list = await t.ok(cart.list, { token: buyer });
    const line = (productGoodsId: number) => list.list.find((found) => found.productGoodsId === productGoodsId);
    expect(line(bag.productGoodsId)).toMatchObject({ pointsPrice: 200, pointsCash: '2.50', lineTotal: '5.00' });
    expect(line(box.productGoodsId)).toMatchObject({ pointsPrice: 0, pointsCash: '0.00', lineTotal: '99.00' });
    expect(list).toMatchObject({ totalPrice: '104.00', totalPoints: 400 });
    const priced = await t.ok(orders.preview, {
      body: { cartIds: list.list.map((found) => found.id), usePoints: 'true' } as never,
      token: buyer,
    });
    expect(priced.amounts).toMatchObject({ goodsTotal: list.totalPrice, pointsSpent: list.totalPoints });
  });

  it('merges adds of one SKU into one line, priced retail, member or flash for the viewer', async () => {
    const box = await skuOf('Glass Food Container Set');
    const first = await t.ok(cart.add, { body: { productGoodsId: box.productGoodsId, num: 2 }, token: alice });
    expect(first).toMatchObject({ num: 2, count: 1 });
    const again = await t.ok(cart.add, { body: { productGoodsId: box.productGoodsId }, token: alice });
    expect(again).toMatchObject({ id: first.id, num: 3, count: 1 });
    const list = await t.ok(cart.list, { token: alice, lang: 'th_TH' });
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({
      num: 3,
      price: '99.00',
      priceKind: 'retail',
      lineTotal: '297.00',
      status: 'ok',
      selected: true,
      name: 'ชุดกล่องแก้วถนอมอาหาร',
    });
    expect(list).toMatchObject({ totalPrice: '297.00', selectedNum: 3, selectedCount: 1, allSelected: true });
    expect(list.freeShippingExcess).toBe('203.00');
    expect(await t.ok(cart.count, { token: alice })).toEqual({ count: 1 });

    await t.ok(cart.add, { body: { productGoodsId: box.productGoodsId, num: 2 }, token: vip });
    const vipList = await t.ok(cart.list, { token: vip });
    expect(vipList.list[0]).toMatchObject({ price: '85.00', priceKind: 'member', lineTotal: '170.00' });
  });

  // Flash sales sell to VIP members only (orders.flash-vip.test.ts): bob is one.
  it('sells a running flash sale at its price within its per-buyer limit, then at the plain price', async () => {
    const mango = await skuOf('Dried Mango 500g');
    expect(mango.flashSaleId).not.toBeNull();
    const body = { productGoodsId: mango.productGoodsId, flashSaleId: mango.flashSaleId!, num: 2 };
    const line = await t.ok(cart.add, { body, token: bob });
    const over = await t.call(cart.add, { body, token: bob, lang: 'en_US' });
    expect(over.status).toBe(409);
    expect(over.envelope.message).toBe('You can buy at most 3');
    const plain = await t.ok(cart.add, { body: { productGoodsId: mango.productGoodsId, num: 5 }, token: bob });
    expect(plain.id).not.toBe(line.id);
    let list = await t.ok(cart.list, { token: bob });
    const flashLine = list.list.find((l) => l.id === line.id)!;
    expect(flashLine).toMatchObject({ priceKind: 'flash', price: '19.90', maxNum: 3, flashSaleId: mango.flashSaleId });
    expect(list.list.find((l) => l.id === plain.id)).toMatchObject({ priceKind: 'member', flashSaleId: null });
    t.services.catalog.clock = () => new Date(realNow + 5 * HOUR);
    try {
      list = await t.ok(cart.list, { token: bob });
      expect(list.list.find((l) => l.id === line.id)).toMatchObject({ priceKind: 'member', price: mango.memberPrice });
    } finally {
      t.services.catalog.clock = () => new Date(realNow);
    }
    await t.ok(cart.delete, { body: { ids: `${line.id},${plain.id}` }, token: bob });
  });

  it('changes quantities within stock, selects, and deletes, answering the cart each time', async () => {
    const speaker = await skuOf('Portable Bluetooth Speaker');
    const { id } = await t.ok(cart.add, { body: { productGoodsId: speaker.productGoodsId }, token: alice });
    let view = await t.ok(cart.update, { body: { id, num: 4 }, token: alice });
    expect(view.list.find((l) => l.id === id)).toMatchObject({ num: 4, lineTotal: '1036.00' });
    expect(view.freeShippingExcess).toBe('0.00');
    const tooMany = await t.call(cart.update, { body: { id, num: speaker.stock + 1 }, token: alice });
    expect(tooMany.envelope).toMatchObject({ success: false, code: 409 });
    view = await t.ok(cart.select, { body: { ids: String(id), selected: 'false' }, token: alice });
    expect(view).toMatchObject({ totalPrice: '297.00', selectedCount: 1, allSelected: false });
    const ids = view.list.map((l) => l.id);
    view = await t.ok(cart.select, { body: { ids: ids.join(','), selected: 'true' }, token: alice });
    expect(view).toMatchObject({ totalPrice: '1333.00', allSelected: true });
    view = await t.ok(cart.delete, { body: { ids: String(id) }, token: alice });
    expect(view.list.map((l) => l.id)).not.toContain(id);
    expect((await t.ok(cart.count, { token: alice })).count).toBe(1);
  });

  it('flags sold-out and unlisted lines, never selects them, and refuses to add them', async () => {
    const member = await login('cart_flags');
    const purifier = await skuOf('Home Air Purifier');
    const speaker = await skuOf('Portable Bluetooth Speaker');
    const gone = await t.ok(cart.add, { body: { productGoodsId: purifier.productGoodsId }, token: member });
    const soldOut = await t.ok(cart.add, { body: { productGoodsId: speaker.productGoodsId }, token: member });
    await setSku(speaker.productGoodsId, 0);
    await t.db.execute(sql`update catalog_products set is_listed = false where id = ${purifier.productId}`);
    try {
      const view = await t.ok(cart.select, {
        body: { ids: `${gone.id},${soldOut.id}`, selected: 'true' },
        token: member,
      });
      expect(view.list.find((l) => l.id === gone.id)).toMatchObject({ status: 'unlisted', selected: false });
      expect(view.list.find((l) => l.id === soldOut.id)).toMatchObject({
        status: 'outOfStock',
        selected: false,
        maxNum: 0,
      });
      expect(view).toMatchObject({ totalPrice: '0.00', selectedCount: 0, allSelected: false });
      const add = await t.call(cart.add, { body: { productGoodsId: purifier.productGoodsId }, token: member });
      expect(add.envelope).toMatchObject({ code: 404, error: 'PRODUCT_GONE' });
      const empty = await t.call(cart.add, { body: { productGoodsId: speaker.productGoodsId }, token: member });
      expect(empty.envelope).toMatchObject({ code: 409, error: 'INSUFFICIENT_STOCK' });
      const unknown = await t.call(cart.add, { body: { productGoodsId: 999_999 }, token: member });
      expect(unknown.envelope.code).toBe(404);
    } finally {
      await setSku(speaker.productGoodsId, speaker.stock);
      await t.db.execute(sql`update catalog_products set is_listed = true where id = ${purifier.productId}`);
    }
  });

  it.each([
    ['zh_CN', '数量'],
    ['zh_HK', '數量'],
    ['en_US', 'Quantity'],
    ['th_TH', 'จำนวน'],
  ])('refuses bad input in %s naming the field', async (lang, label) => {
    const box = await skuOf('Glass Food Container Set');
    for (const num of ['0', 'two', '1000', '1.5']) {
      const bad = await t.call(cart.add, { body: { productGoodsId: box.productGoodsId, num }, token: alice, lang });
      expect(bad.status).toBe(400);
      expect(bad.envelope.fields?.[0]?.field).toBe('num');
      expect(bad.envelope.message).toContain(label);
    }
    const noSku = await t.call(cart.add, { body: { productGoodsId: 'x' }, token: alice, lang });
    expect(noSku.envelope.fields?.[0]?.field).toBe('productGoodsId');
    const noIds = await t.call(cart.delete, { body: { ids: '' }, token: alice, lang });
    expect(noIds.envelope.fields?.[0]?.field).toBe('ids');
    const badFlag = await t.call(cart.select, { body: { ids: '1', selected: 'maybe' }, token: alice, lang });
    expect(badFlag.envelope.fields?.[0]?.field).toBe('selected');
    const badId = await t.call(cart.update, { body: { id: '-1', num: 1 }, token: alice, lang });
    expect(badId.envelope.fields?.[0]?.field).toBe('id');
  });

  it("never shows, changes or deletes another member's lines", async () => {
    const box = await skuOf('Glass Food Container Set');
    const mine = await t.ok(cart.add, { body: { productGoodsId: box.productGoodsId }, token: bob });
    expect((await t.call(cart.update, { body: { id: mine.id, num: 2 }, token: alice })).envelope.code).toBe(404);
    const select = await t.call(cart.select, { body: { ids: String(mine.id), selected: 'false' }, token: alice });
    expect(select.envelope.code).toBe(404);
    const aliceLine = (await t.ok(cart.list, { token: alice })).list[0]!.id;
    const mixed = await t.call(cart.delete, { body: { ids: `${aliceLine},${mine.id}` }, token: alice });
    expect(mixed.envelope.code).toBe(404);
    expect((await t.ok(cart.list, { token: alice })).list.map((l) => l.id)).toEqual([aliceLine]);
    expect((await t.ok(cart.list, { token: alice })).list.map((l) => l.id)).not.toContain(mine.id);
    expect((await t.ok(cart.list, { token: bob })).list.find((l) => l.id === mine.id)).toMatchObject({
      num: 1,
      selected: true,
    });
    for (const call of [cart.list, cart.count]) expect((await t.call(call, {})).envelope.code).toBe(401);
  });
});

describe('concurrent adds', () => {
  async function race(token: string, productGoodsId: number) {
    let release!: () => void;
    const barrier = new Promise<void>((resolve) => (release = resolve));
    const calls = Array.from({ length: 16 }, async () => {
      await barrier;
      return t.call(cart.add, { body: { productGoodsId, num: 1 }, token });
    });
    release();
    return Promise.all(calls);
  }

  it('leaves one line with the summed quantity', async () => {
    const token = await login('cart_race_a');
    const box = await skuOf('Glass Food Container Set');
    const answers = await race(token, box.productGoodsId);
    expect(answers.filter((a) => a.envelope.success)).toHaveLength(16);
    const list = await t.ok(cart.list, { token });
    expect(list.list).toHaveLength(1);
    expect(list.list[0]!.num).toBe(16);
  });

  it('never goes above the stock', async () => {
    const token = await login('cart_race_b');
    const speaker = await skuOf('Portable Bluetooth Speaker');
    await setSku(speaker.productGoodsId, 10);
    try {
      const answers = await race(token, speaker.productGoodsId);
      expect(answers.filter((a) => a.envelope.success)).toHaveLength(10);
      expect(answers.filter((a) => a.envelope.code === 409)).toHaveLength(6);
      const list = await t.ok(cart.list, { token });
      expect(list.list.map((l) => l.num)).toEqual([10]);
    } finally {
      await setSku(speaker.productGoodsId, speaker.stock);
    }
  });

  it('costs two statements per add: the catalogue read and the upsert', async () => {
    const token = await login('cart_budget');
    const box = await skuOf('Glass Food Container Set');
    await t.ok(cart.add, { body: { productGoodsId: box.productGoodsId }, token });
    const statements = await statementsDuring(t.pool, () =>
      t.ok(cart.add, { body: { productGoodsId: box.productGoodsId }, token }),
    );
    expect(statements).toHaveLength(2);
  });
});
