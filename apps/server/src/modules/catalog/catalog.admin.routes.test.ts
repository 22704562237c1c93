// The catalogue's back office through HTTP: products, the simple tables, their audit trail, and
// the stock decrement checkout relies on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, adminCatalog, appIndex, member } from '@mall/contracts';
import { product, productCate, supplierBrand } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { demoAdminToken, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { demoShop, findProduct, HOUR } from './catalog.test-support.ts';

let t: TestApp;
let vipToken: string;
let adminToken: string;
let realNow: number;

beforeAll(async () => {
  ({ t, realNow } = await demoShop());
  vipToken = (await t.ok(member.login, { body: { username: 'demo_vip', password: 'Demo@123456' } })).token;
  adminToken = await demoAdminToken(t);
});
afterAll(() => t.close());

async function expectAudited(...actions: string[]) {
  const log = await t.ok(adminAudit.page, { token: adminToken, query: { pageSize: 100 } });
  const seen = log.list.map((entry) => entry.action);
  for (const action of actions) expect(seen, action).toContain(action);
}

describe('a product in the back office', () => {
  it('creates a product with SKUs in four languages, lists it, edits it, and audits every step', async () => {
    const categories = await t.ok(adminCatalog.category.list, { token: adminToken });
    const brands = await t.ok(adminCatalog.brand.list, { token: adminToken });
    const created = await t.ok(adminCatalog.productSave, {
      token: adminToken,
      json: true,
      body: {
        categoryId: categories[0]!.id,
        brandId: brands[0]!.id,
        name: { zh_CN: '竹炭牙膏', zh_HK: '竹炭牙膏', en_US: 'Bamboo Charcoal Toothpaste', th_TH: 'ยาสีฟันถ่านไม้ไผ่' },
        specs: [
          {
            name: { zh_CN: '规格', en_US: 'Pack' },
            values: [
              { zh_CN: '单支', en_US: 'Single' },
              { zh_CN: '三支', en_US: 'Three' },
            ],
          },
        ],
        skus: [
          { specIndexes: [0], price: '25', memberPrice: '20.5', stock: 10 },
          { specIndexes: [1], price: '69.90', memberPrice: '55', stock: 0 },
        ],
        taxRatePercent: '7',
        isListed: true,
      },
    });
    expect(created.skus.map((s) => [s.price, s.memberPrice, s.stock])).toEqual([
      ['25.00', '20.50', 10],
      ['69.90', '55.00', 0],
    ]);
    const shown = await t.ok(product.searchKeyword, { query: { keyword: '竹炭' }, lang: 'th_TH' });
    expect(shown.list.map((p) => p.name)).toEqual(['ยาสีฟันถ่านไม้ไผ่']);

    const edited = await t.ok(adminCatalog.productSave, {
      token: adminToken,
      json: true,
      body: {
        id: created.id,
        categoryId: created.categoryId,
        name: { ...created.name, en_US: 'Charcoal Toothpaste' },
        specs: created.specs,
        skus: [
          {
            productGoodsId: created.skus[0]!.productGoodsId,
            specIndexes: [0],
            price: '24',
            memberPrice: '20',
            stock: 30,
          },
        ],
        isListed: true,
      },
    });
    expect(edited.skus.filter((s) => s.isActive)).toHaveLength(1);
    expect(edited.skus.find((s) => s.isActive)).toMatchObject({ price: '24.00', stock: 30 });
    const detail = await t.ok(product.detail, { query: { id: created.id } });
    expect(detail.name).toBe('Charcoal Toothpaste');
    expect(detail.skus).toHaveLength(1);

    const log = await t.ok(adminAudit.page, { token: adminToken, query: { action: 'catalog.product.update' } });
    expect(log.list[0]).toMatchObject({ operatorName: 'admin', targetId: String(created.id) });
    expect((log.list[0]!.before as { name: { en_US: string } }).name.en_US).toBe('Bamboo Charcoal Toothpaste');

    const unlisted = await t.ok(adminCatalog.productSetListed, {
      token: adminToken,
      json: true,
      body: { ids: [created.id], isListed: false },
    });
    expect(unlisted.updated).toBe(1);
    expect((await t.call(product.detail, { query: { id: created.id } })).status).toBe(404);
    const unlistLog = await t.ok(adminAudit.page, { token: adminToken, query: { action: 'catalog.product.unlist' } });
    expect(unlistLog.list[0]!.targetId).toBe(String(created.id));
  });
});

describe('product rules and access', () => {
  it('refuses inconsistent products naming the field', async () => {
    const categories = await t.ok(adminCatalog.category.list, { token: adminToken });
    const base = {
      categoryId: categories[0]!.id,
      name: { zh_CN: '测试' },
      skus: [{ specIndexes: [], price: '10', memberPrice: '9', stock: 1 }],
    };
    const set = await t.call(adminCatalog.productSave, {
      token: adminToken,
      json: true,
      body: { ...base, type: 'set' },
    });
    expect(set.status).toBe(400);
    expect(set.envelope.message).toContain('Level granted');
    const pricey = await t.call(adminCatalog.productSave, {
      token: adminToken,
      json: true,
      body: { ...base, skus: [{ specIndexes: [], price: '10', memberPrice: '12', stock: 1 }] },
    });
    expect(pricey.status).toBe(400);
    const negative = await t.call(adminCatalog.productSave, {
      token: adminToken,
      json: true,
      body: { ...base, skus: [{ specIndexes: [], price: '10', memberPrice: '9', stock: -1 }] },
    });
    expect(negative.status).toBe(400);
    const noName = await t.call(adminCatalog.productSave, {
      token: adminToken,
      json: true,
      body: { ...base, name: { zh_CN: '' } },
    });
    expect(noName.status).toBe(400);
  });

  it('keeps finance operators and shoppers out', async () => {
    const finance = await signedInOperator(t, { username: 'fin', password: 'Finance@12345', roles: ['finance'] });
    const refused = await t.call(adminCatalog.productPage, { token: finance });
    expect(refused.status).toBe(403);
    const refusedSave = await t.call(adminCatalog.banner.save, {
      token: finance,
      json: true,
      body: { title: { zh_CN: 'x' }, image: '/x' },
    });
    expect(refusedSave.status).toBe(403);
    expect((await t.call(adminCatalog.productPage)).status).toBe(401);
    expect((await t.call(adminCatalog.productPage, { token: vipToken })).envelope.error).toBe('TOKEN_INVALID');
  });

  it('filters the product list', async () => {
    const sets = await t.ok(adminCatalog.productPage, { token: adminToken, query: { type: 'set' } });
    expect(sets.total).toBe(3);
    const found = await t.ok(adminCatalog.productPage, { token: adminToken, query: { keyword: 'mango', pageSize: 5 } });
    expect(found.list.map((p) => p.name)).toEqual(['Dried Mango 500g']);
    const got = await t.ok(adminCatalog.productGet, { token: adminToken, query: { id: found.list[0]!.id } });
    expect(got.name.th_TH).toBe('มะม่วงอบแห้ง 500 กรัม');
  });
});

describe('categories and brands in the back office', () => {
  it('creates and deletes categories, refusing one that holds products', async () => {
    const category = await t.ok(adminCatalog.category.save, {
      token: adminToken,
      json: true,
      body: { name: { zh_CN: '宠物用品', en_US: 'Pets' } },
    });
    expect((await t.ok(productCate.tree)).map((c) => c.name)).toContain('Pets');
    await t.ok(adminCatalog.category.delete, { token: adminToken, json: true, body: { id: category.id } });
    expect((await t.ok(productCate.tree)).map((c) => c.name)).not.toContain('Pets');
    const used = (await t.ok(adminCatalog.category.list, { token: adminToken })).find((c) => c.productCount > 0)!;
    const inUse = await t.call(adminCatalog.category.delete, { token: adminToken, json: true, body: { id: used.id } });
    expect(inUse.envelope).toMatchObject({ code: 409, error: 'IN_USE' });
    await expectAudited('catalog.category.save', 'catalog.category.delete');
  });

  it("creates brand categories and brands, counting each brand's products", async () => {
    const brandCate = await t.ok(adminCatalog.brandCategory.save, {
      token: adminToken,
      json: true,
      body: { name: { zh_CN: '宠物' } },
    });
    const brand = await t.ok(adminCatalog.brand.save, {
      token: adminToken,
      json: true,
      body: { brandCategoryId: brandCate.id, name: { zh_CN: '爪爪', en_US: 'Paws' }, isRecommended: true },
    });
    expect((await t.ok(supplierBrand.brandRecommendList)).map((b) => b.name)).toContain('Paws');
    await t.ok(adminCatalog.brand.delete, { token: adminToken, json: true, body: { id: brand.id } });
    await t.ok(adminCatalog.brandCategory.delete, { token: adminToken, json: true, body: { id: brandCate.id } });

    const counted = (await t.ok(adminCatalog.brand.list, { token: adminToken })).find(
      (b) => b.name.en_US === 'Nova Tech',
    )!;
    const products = await t.ok(adminCatalog.productPage, { token: adminToken, query: { brandId: counted.id } });
    expect(counted.productCount).toBeGreaterThan(1);
    expect(counted.productCount).toBe(products.total);
    await expectAudited(
      'catalog.brandCategory.save',
      'catalog.brand.save',
      'catalog.brand.delete',
      'catalog.brandCategory.delete',
    );
  });
});

describe('home content in the back office', () => {
  it('shows, hides and deletes banners; an unknown id is 404 for save and delete', async () => {
    const saved = await t.ok(adminCatalog.banner.save, {
      token: adminToken,
      json: true,
      body: { title: { zh_CN: '新横幅', en_US: 'New banner' }, image: '/uploads/x.webp', sort: -1 },
    });
    expect((await t.ok(appIndex.homepageModule)).banners[0]!.title).toBe('New banner');
    await t.ok(adminCatalog.banner.save, {
      token: adminToken,
      json: true,
      body: { id: saved.id, title: saved.title, image: saved.image, isVisible: false },
    });
    expect((await t.ok(appIndex.homepageModule)).banners.map((b) => b.id)).not.toContain(saved.id);
    await t.ok(adminCatalog.banner.delete, { token: adminToken, json: true, body: { id: saved.id } });
    expect(
      (await t.call(adminCatalog.banner.delete, { token: adminToken, json: true, body: { id: saved.id } })).status,
    ).toBe(404);

    const unknown = await t.call(adminCatalog.banner.save, {
      token: adminToken,
      json: true,
      body: { id: saved.id, title: saved.title, image: saved.image },
    });
    expect(unknown.status).toBe(404);
    const log = await t.ok(adminAudit.page, { token: adminToken, query: { action: 'catalog.banner.delete' } });
    expect(log.list[0]).toMatchObject({ targetId: String(saved.id), after: null });
    expect(log.list[0]!.before).toMatchObject({ id: saved.id, isVisible: false });
    await expectAudited('catalog.banner.save', 'catalog.banner.delete');
  });

  it('runs home modules, image links and hot words', async () => {
    const serum = await findProduct(t, 'Hydrating Serum');
    const module = await t.ok(adminCatalog.homeModule.save, {
      token: adminToken,
      json: true,
      body: { kind: 'products', title: { zh_CN: '店长推荐', en_US: 'Picks' }, productIds: [serum.id], sort: -1 },
    });
    const home = await t.ok(appIndex.homepageModule);
    expect(home.modules[0]!.title).toBe('Picks');
    expect(home.modules[0]!.products.map((p) => p.id)).toEqual([serum.id]);
    await t.ok(adminCatalog.homeModule.delete, { token: adminToken, json: true, body: { id: module.id } });

    const link = await t.ok(adminCatalog.imageLink.save, {
      token: adminToken,
      json: true,
      body: { title: { zh_CN: '链接' }, image: '/uploads/y.webp', linkUrl: '#/pages/index/lot' },
    });
    expect((await t.ok(appIndex.imageLink)).map((l) => l.id)).toContain(link.id);
    await t.ok(adminCatalog.imageLink.delete, { token: adminToken, json: true, body: { id: link.id } });

    const word = await t.ok(adminCatalog.hotWord.save, {
      token: adminToken,
      json: true,
      body: { word: { zh_CN: '牙膏' } },
    });
    expect((await t.ok(appIndex.querySearchHotWord)).map((w) => w.word)).toContain('牙膏');
    await t.ok(adminCatalog.hotWord.delete, { token: adminToken, json: true, body: { id: word.id } });
    await expectAudited(
      'catalog.homeModule.save',
      'catalog.homeModule.delete',
      'catalog.imageLink.save',
      'catalog.imageLink.delete',
      'catalog.hotWord.save',
      'catalog.hotWord.delete',
    );
  });
});

describe('flash sales in the back office', () => {
  it('runs flash sales by the clock and refuses a window that ends before it starts', async () => {
    const serum = await findProduct(t, 'Hydrating Serum');
    const detail = await t.ok(product.detail, { query: { id: serum.id } });
    const flash = await t.ok(adminCatalog.flashSale.save, {
      token: adminToken,
      json: true,
      body: {
        productGoodsId: detail.skus[0]!.productGoodsId,
        startsAt: new Date(realNow - HOUR).toISOString(),
        endsAt: new Date(realNow + HOUR).toISOString(),
        price: '99',
        stock: 5,
        perBuyerLimit: 1,
      },
    });
    expect(flash.state).toBe('grab');
    const card = (await t.ok(product.searchKeyword, { query: { keyword: 'Hydrating Serum' } })).list[0]!;
    expect(card).toMatchObject({ price: '99.00', priceKind: 'flash', flashSaleId: flash.id });
    const backwards = await t.call(adminCatalog.flashSale.save, {
      token: adminToken,
      json: true,
      body: {
        ...{ productGoodsId: detail.skus[0]!.productGoodsId, price: '1', stock: 1 },
        startsAt: new Date(realNow).toISOString(),
        endsAt: new Date(realNow - HOUR).toISOString(),
      },
    });
    expect(backwards.status).toBe(400);
    await t.ok(adminCatalog.flashSale.delete, { token: adminToken, json: true, body: { id: flash.id } });
    await expectAudited('catalog.flashSale.save', 'catalog.flashSale.delete');
  });
});

describe('stock for the checkout', () => {
  it('never goes below zero when 32 buyers take at once', async () => {
    const categories = await t.ok(adminCatalog.category.list, { token: adminToken });
    const created = await t.ok(adminCatalog.productSave, {
      token: adminToken,
      json: true,
      body: {
        categoryId: categories[0]!.id,
        name: { zh_CN: '限量款' },
        skus: [{ specIndexes: [], price: '10', memberPrice: '9', stock: 10 }],
        isListed: true,
      },
    });
    const skuId = created.skus[0]!.productGoodsId;
    const attempts = Array.from({ length: 32 }, () =>
      withTransaction(t.services.db, (tx) =>
        t.services.catalog.stock.take(tx, [{ productGoodsId: skuId, qty: 1 }]),
      ).then(
        () => 'taken' as const,
        (error: { errorKey?: string }) => error.errorKey ?? 'other',
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'INSUFFICIENT_STOCK')).toHaveLength(22);
    const after = await t.ok(adminCatalog.productGet, { token: adminToken, query: { id: created.id } });
    expect(after.skus[0]).toMatchObject({ stock: 0, soldCount: 10 });
    const detail = await t.ok(product.detail, { query: { id: created.id } });
    expect(detail).toMatchObject({ hasStock: false, soldCount: 10 });
  });
});
