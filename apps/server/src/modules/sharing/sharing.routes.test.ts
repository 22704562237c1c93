// Sharing on the demo shop: product links and sales pages are for level 2 and above; an order
// placed with a sharer's code is attributed to them only when the code may earn (an existing VIP
// who is not the buyer); sales pages are their owner's to list and delete, open to anyone by code,
// and refuse products the back office flagged.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCatalog, member, orders, salesPage, share } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { credit, demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';

const shop = demoShopForFile();
const t = () => shop.t;

const CREAM = 'Lotus Dew Night Repair Cream';
const CLEANSER = 'Gentle Amino Acid Cleanser';

let regular: DemoBuyer;
let vip: DemoBuyer;
let v730: DemoBuyer;
let cream: { productId: number; productGoodsId: number };
let cleanser: { productId: number; productGoodsId: number };

async function inviteCodeOf(buyer: DemoBuyer): Promise<string> {
  return (await t().ok(member.getUser, { token: buyer.token })).inviteCode!;
}

async function productOf(name: string) {
  const productGoodsId = await skuOf(t(), name);
  const found = await t().db.execute<{ product_id: number }>(
    sql`select product_id from catalog_skus where id = ${productGoodsId}`,
  );
  return { productId: Number(found.rows[0]!.product_id), productGoodsId };
}

/** The buyer orders one unit paid from cash, sending `shareCode`: answers the order's stored sharer. */
async function sharerOfOrder(buyer: DemoBuyer, shareCode: string): Promise<number | null> {
  await credit(t(), buyer.memberId, 'CASH', 100_000);
  const priced = await t().ok(orders.preview, {
    body: { productGoodsId: cream.productGoodsId, num: 1 },
    token: buyer.token,
  });
  const placed = await t().ok(orders.create, {
    body: {
      productGoodsId: cream.productGoodsId,
      num: 1,
      addressId: buyer.addressId,
      useCash: priced.amounts.orderTotal,
      shareCode,
      idempotencyKey: orderKey(),
    },
    token: buyer.token,
  });
  const row = await t().db.execute<{ sharer_id: number | null }>(
    sql`select sharer_id from orders where id = ${placed.orderId}`,
  );
  return row.rows[0]!.sharer_id;
}

beforeAll(async () => {
  regular = await demoMember(t(), 'demo_regular');
  vip = await demoMember(t(), 'demo_vip');
  v730 = await demoMember(t(), 'demo_v730');
  cream = await productOf(CREAM);
  cleanser = await productOf(CLEANSER);
});

describe('share/productLink', () => {
  it('refuses a member below level 2 with the upgrade text', async () => {
    const refused = await t().call(share.productLink, {
      body: { productId: cream.productId },
      token: regular.token,
      lang: 'en_US',
    });
    expect(refused.status).toBe(403);
    expect(refused.envelope).toMatchObject({ success: false, error: 'SHARING_VIP_ONLY' });
    expect(refused.envelope.message).toMatch(/upgrade to VIP/);
  });

  it("gives a VIP the product page's path carrying their invite code", async () => {
    const code = await inviteCodeOf(vip);
    const link = await t().ok(share.productLink, { body: { productId: cream.productId }, token: vip.token });
    expect(link).toEqual({
      productId: cream.productId,
      shareCode: code,
      path: `/pages/product/product?id=${cream.productId}&shareCode=${code}`,
    });
  });

  it('answers not found for a product that is not listed', async () => {
    const missing = await t().call(share.productLink, { body: { productId: 999_999 }, token: vip.token });
    expect(missing.envelope).toMatchObject({ success: false, error: 'PRODUCT_NOT_FOUND' });
  });
});

describe('orders/create with a share code', () => {
  it("stores a VIP sharer's code on another member's order, in any case", async () => {
    const code = await inviteCodeOf(vip);
    expect(await sharerOfOrder(regular, code)).toBe(vip.memberId);
    expect(await sharerOfOrder(regular, ` ${code.toLowerCase()} `)).toBe(vip.memberId);
  });

  it('places the order without a sharer when the code cannot earn: own, below level 2, unknown, none', async () => {
    expect(await sharerOfOrder(vip, await inviteCodeOf(vip))).toBeNull();
    expect(await sharerOfOrder(v730, await inviteCodeOf(regular))).toBeNull();
    expect(await sharerOfOrder(regular, 'NOSUCHCODE')).toBeNull();
    expect(await sharerOfOrder(regular, '')).toBeNull();
  });
});

describe('sales pages', () => {
  const create = (buyer: DemoBuyer, productIds: number[], title = 'My picks') =>
    t().call(salesPage.create, { body: { title, productIds }, token: buyer.token, lang: 'en_US', json: true });

  it('refuses a member below level 2', async () => {
    const refused = await create(regular, [cream.productId]);
    expect(refused.envelope).toMatchObject({ success: false, error: 'SHARING_VIP_ONLY' });
  });

  it("creates, lists, shows to anyone by code and deletes the owner's page only", async () => {
    const made = await create(vip, [cream.productId, cleanser.productId, cream.productId], 'Night and day');
    expect(made.envelope.success).toBe(true);
    const page = made.envelope.result as { id: number; code: string; productIds: number[] };
    expect(page.productIds).toEqual([cream.productId, cleanser.productId]);
    expect(page.code).toMatch(/^[a-z0-9]{10}$/);

    const mine = await t().ok(salesPage.queryPage, { body: { pageNum: 1, pageSize: 20 }, token: vip.token });
    expect(mine.list.map((row) => row.id)).toContain(page.id);
    const theirs = await t().ok(salesPage.queryPage, { body: { pageNum: 1, pageSize: 20 }, token: v730.token });
    expect(theirs.list.map((row) => row.id)).not.toContain(page.id);

    const shown = await t().ok(salesPage.detail, { query: { code: page.code } });
    expect(shown).toMatchObject({ id: page.id, title: 'Night and day', shareCode: await inviteCodeOf(vip) });
    expect(shown.products.map((card) => card.id)).toEqual([cream.productId, cleanser.productId]);
    expect(shown.products[0]!.priceKind).toBe('retail');
    const forMember = await t().ok(salesPage.detail, { query: { code: page.code }, token: v730.token });
    expect(forMember.products[0]!.priceKind).not.toBe('retail');

    const notTheirs = await t().call(salesPage.delete, { body: { id: page.id }, token: v730.token });
    expect(notTheirs.envelope).toMatchObject({ success: false, error: 'SALES_PAGE_NOT_FOUND' });
    expect((await t().ok(salesPage.detail, { query: { code: page.code } })).id).toBe(page.id);

    expect(await t().ok(salesPage.delete, { body: { id: page.id }, token: vip.token })).toEqual({ id: page.id });
    const gone = await t().call(salesPage.detail, { query: { code: page.code } });
    expect(gone.status).toBe(404);
  });

  it('refuses a product the back office flagged as not allowing a sales page', async () => {
    const before = await t().ok(adminCatalog.productGet, { query: { id: cleanser.productId }, token: shop.adminToken });
    expect(before.allowsSalesPage).toBe(true);
    const { createdAt: _c, updatedAt: _u, skus, ...rest } = before;
    const saved = await t().ok(adminCatalog.productSave, {
      token: shop.adminToken,
      json: true,
      body: {
        ...rest,
        skus: skus.map(({ soldCount: _s, ...sku }) => sku),
        allowsSalesPage: false,
      } as never,
    });
    expect(saved.allowsSalesPage).toBe(false);

    const refused = await create(vip, [cream.productId, cleanser.productId]);
    expect(refused.envelope).toMatchObject({ success: false, error: 'SALES_PAGE_NOT_ALLOWED' });
    expect((await create(vip, [cream.productId])).envelope.success).toBe(true);
  });
});
