import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalog, member } from '@mall/contracts';
import { appIndex, banner, lotProductCate, memberFavorite, product, productCate } from '@mall/contracts';
import { supplierBrand, supplierBrandCate, ytConfig } from '@mall/contracts';
import { demoAdminToken, createMember, type TestApp } from '../../../test/harness.ts';
import { demoShop, findProduct, HOUR } from './catalog.test-support.ts';
import { DEMO_LISTED_PRODUCTS } from '../../seed/catalog-demo.ts';

let t: TestApp;
let guestToken: string;
let regularToken: string;
let vipToken: string;
let otherToken: string;
let adminToken: string;
let realNow: number;

async function login(username: string): Promise<string> {
  return (await t.ok(member.login, { body: { username, password: 'Demo@123456' } })).token;
}

beforeAll(async () => {
  ({ t, realNow } = await demoShop());
  regularToken = await login('demo_regular');
  vipToken = await login('demo_vip');
  await createMember(t.services, { username: 'other_member' });
  otherToken = await login('other_member');
  guestToken = '';
  adminToken = await demoAdminToken(t);
});
afterAll(() => t.close());

describe('home', () => {
  it('shows banners and modules with their products, in the caller language', async () => {
    const home = await t.ok(appIndex.homepageModule, { lang: 'zh_CN' });
    expect(home.banners.length).toBeGreaterThanOrEqual(3);
    expect(home.banners[0]!.title).toBe('开通 VIP 享会员价');
    const kinds = home.modules.map((m) => m.kind);
    expect(kinds).toEqual(['sets', 'seckill', 'lot', 'subsidy', 'points-zone', 'brands', 'products']);
    const sets = home.modules.find((m) => m.kind === 'sets')!;
    expect(sets.products.map((p) => p.grantsLevel).sort()).toEqual([2, 2, 3]);
    expect(home.modules.find((m) => m.kind === 'brands')!.brands.length).toBeGreaterThan(0);
    const english = await t.ok(appIndex.homepageModule, { lang: 'en_US' });
    expect(english.modules[0]!.title).toBe('VIP sets');
    const thai = await t.ok(appIndex.homepageModule, { lang: 'th_TH' });
    expect(thai.modules[0]!.title).toBe('แพ็กเกจ VIP');
    const hk = await t.ok(appIndex.homepageModule, { lang: 'zh_HK' });
    expect(hk.modules[0]!.title).toBe('VIP 會員套裝');
    const integral = await t.ok(appIndex.homepageModule, { query: { position: 'integral' } });
    expect(integral.banners.map((b) => b.position)).toEqual(['integral']);
  });

  it('lists image links and hot words', async () => {
    expect((await t.ok(appIndex.imageLink)).length).toBe(4);
    expect((await t.ok(appIndex.imageLink, { query: { position: 'integral' } })).length).toBe(1);
    expect((await t.ok(appIndex.querySearchHotWord, { lang: 'zh_CN' })).map((w) => w.word)).toContain('耳机');
    expect((await t.ok(appIndex.querySearchVoucherHotWord, { lang: 'en_US' })).map((w) => w.word)).toEqual([
      'voucher',
      'coffee',
      'cinema',
    ]);
  });

  it("answers home's first screen in one call, the same as the separate calls", async () => {
    for (const [lang, token] of [
      ['en_US', guestToken],
      ['th_TH', vipToken],
    ] as const) {
      const home = await t.ok(appIndex.home, { lang, token });
      const modules = await t.ok(appIndex.homepageModule, { lang, token });
      expect({ banners: home.banners, modules: home.modules }).toEqual(modules);
      expect(home.imageLinks).toEqual(await t.ok(appIndex.imageLink, { lang }));
      expect(home.flashSaleCount).toEqual(await t.ok(appIndex.flashSaleCount));
      const running = await t.ok(appIndex.flashSalePage, { lang, query: { state: 'grab', pageNum: 1, pageSize: 6 } });
      expect(home.flashSaleCount.grab).toBeGreaterThan(0);
      expect(home.flashSales).toEqual(running.list);
      expect(home.notice).toEqual(await t.ok(ytConfig.getHomeNoticeNew, { lang }));
    }
  });

  it('opens a banner, and answers 404 for an unknown one', async () => {
    const home = await t.ok(appIndex.homepageModule);
    const opened = await t.ok(banner.byId, { query: { id: home.banners[0]!.id } });
    expect(opened.content).toBe('Go VIP for member prices');
    const missing = await t.call(banner.byId, { query: { id: 999_999 } });
    expect(missing.status).toBe(404);
  });

  it('recommends products page by page, without repeats', async () => {
    const first = await t.ok(appIndex.queryMemberRecommend, { query: { pageNum: 1, pageSize: 10 } });
    const second = await t.ok(appIndex.queryMemberRecommend, { query: { pageNum: 2, pageSize: 10 } });
    expect(first.list).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.total).toBe(second.total);
    const ids = new Set([...first.list, ...second.list].map((p) => p.id));
    expect(ids.size).toBe(20);
    // Sets are bought from their own page, not recommended.
    expect(first.list.every((p) => p.type !== 'set')).toBe(true);
  });
});

describe('flash sales by the clock', () => {
  it('counts running and coming sales and pages them', async () => {
    const count = await t.ok(appIndex.flashSaleCount);
    expect(count).toMatchObject({ grab: 2, waiting: 1 });
    expect(Date.parse(count.currentEndsAt!)).toBe(realNow + 3 * HOUR);
    expect(Date.parse(count.nextStartsAt!)).toBe(realNow + 4 * HOUR);
    const all = await t.ok(appIndex.flashSalePage);
    expect(all.list.map((f) => f.state)).toEqual(['grab', 'grab', 'waiting']);
    const waiting = await t.ok(appIndex.flashSalePage, { query: { state: 'waiting' } });
    expect(waiting.list).toHaveLength(1);
  });

  it('moves from waiting to grab to ended as time passes, and the price follows', async () => {
    const upcoming = (await t.ok(appIndex.flashSalePage, { query: { state: 'waiting' } })).list[0]!;
    const query = { id: upcoming.productId, flashSaleId: upcoming.flashSaleId };
    let detail = await t.ok(product.detail, { query });
    expect(detail.flashSale!.state).toBe('waiting');
    expect(detail.priceKind).toBe('retail');
    expect(detail.price).toBe('899.00');

    t.services.catalog.clock = () => new Date(realNow + 5 * HOUR);
    detail = await t.ok(product.detail, { query });
    expect(detail.flashSale!.state).toBe('grab');
    expect(detail.price).toBe('499.00');
    expect(detail.priceKind).toBe('flash');
    expect(detail.flashSaleId).toBe(upcoming.flashSaleId);
    expect(Date.parse(detail.serverTime)).toBe(realNow + 5 * HOUR);

    t.services.catalog.clock = () => new Date(realNow + 11 * HOUR);
    detail = await t.ok(product.detail, { query });
    expect(detail.flashSale!.state).toBe('ended');
    expect(detail.price).toBe('899.00');
    expect(await t.ok(appIndex.flashSaleCount)).toMatchObject({ grab: 0, waiting: 0 });
    expect((await t.ok(appIndex.flashSalePage, { query: { state: 'ended' } })).total).toBe(3);
    t.services.catalog.clock = () => new Date(realNow);
  });
});

describe('product detail', () => {
  it('prices by the viewer level: retail for guests and level 1, member price from level 2', async () => {
    const serum = await findProduct(t, 'Hydrating Serum');
    const guest = await t.ok(product.detail, { query: { id: serum.id } });
    expect(guest).toMatchObject({ price: '168.00', priceKind: 'retail', canShare: false, isFavorite: false });
    const regular = await t.ok(product.detail, { query: { id: serum.id }, token: regularToken });
    expect(regular.price).toBe('168.00');
    const vip = await t.ok(product.detail, { query: { id: serum.id }, token: vipToken });
    expect(vip).toMatchObject({ price: '138.00', priceKind: 'member', canShare: true });
    expect(vip.preTaxPrice).toBe('128.97');
    expect(vip.taxRatePercent).toBe('7.00');
    expect(vip.review).toEqual({ count: 0, average: '0.0' });
  });

  it('gives specifications with SKUs and selects the one asked for', async () => {
    const serum = await findProduct(t, 'Hydrating Serum');
    const detail = await t.ok(product.detail, { query: { id: serum.id }, lang: 'zh_CN' });
    expect(detail.specs).toEqual([{ name: '容量', values: ['30ml', '50ml'] }]);
    expect(detail.skus.map((s) => s.specText)).toEqual(['30ml', '50ml']);
    const second = detail.skus[1]!;
    const picked = await t.ok(product.detail, { query: { id: serum.id, productGoodsId: second.productGoodsId } });
    expect(picked.selectedProductGoodsId).toBe(second.productGoodsId);
    expect(picked.price).toBe('208.00');
    expect(picked.images[0]).toMatchObject({
      s100: expect.stringContaining('-100.'),
      s800: expect.stringContaining('-800.'),
    });
  });

  it('texts fall back: Thai to English to Simplified Chinese', async () => {
    const serum = await findProduct(t, 'Hydrating Serum');
    const th = await t.ok(product.detail, { query: { id: serum.id }, lang: 'th_TH' });
    expect(th.name).toBe('เซรั่มบัวเพิ่มความชุ่มชื้น');
    const hk = await t.ok(product.detail, { query: { id: serum.id }, lang: 'zh_HK' });
    expect(hk.name).toBe('蓮花保濕精華液');
  });

  it('answers the removed-from-market error for unknown and unlisted products, in four languages', async () => {
    const unknown = await t.call(product.detail, { query: { id: 999_999 }, lang: 'en_US' });
    expect(unknown.status).toBe(404);
    expect(unknown.envelope).toMatchObject({
      success: false,
      code: 404,
      error: 'PRODUCT_GONE',
      message: 'Product does not exist or was removed from the market',
    });
    const unlisted = await t.ok(adminCatalog.productPage, { token: adminToken, query: { isListed: false } });
    expect(unlisted.total).toBe(1);
    const id = unlisted.list[0]!.id;
    const messages = await Promise.all(
      ['zh_CN', 'zh_HK', 'en_US', 'th_TH'].map(
        async (lang) => (await t.call(product.detail, { query: { id }, lang })).envelope.message,
      ),
    );
    expect(messages).toEqual([
      '商品不存在或已下架',
      '商品不存在或已下架',
      'Product does not exist or was removed from the market',
      'ไม่มีสินค้านี้หรือสินค้าถูกนำออกจากตลาดแล้ว',
    ]);
    expect((await t.ok(product.searchKeyword, { query: { keyword: 'Scented Candle' } })).total).toBe(0);
  });

  it('refuses a bad id with a 400 naming the field', async () => {
    const bad = await t.call(product.detail, { query: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toContain('ID');
  });

  it('summarises and pages reviews', async () => {
    const serum = await findProduct(t, 'Hydrating Serum');
    expect(await t.ok(product.reviewSummary, { query: { productId: serum.id } })).toEqual({ count: 0, average: '0.0' });
    expect(await t.ok(product.reviewPage, { query: { productId: serum.id } })).toMatchObject({ list: [], total: 0 });
  });
});

describe('search', () => {
  it('finds by any part of the name in every language', async () => {
    for (const [keyword, lang, expected] of [
      ['保湿精华', 'zh_CN', '莲花保湿精华液'],
      ['保濕精華', 'zh_HK', '蓮花保濕精華液'],
      ['hydrating', 'en_US', 'Lotus Hydrating Serum'],
      ['ชุ่มชื้น', 'th_TH', 'เซรั่มบัวเพิ่มความชุ่มชื้น'],
      ['芒果', 'zh_CN', '芒果干 500g'],
    ] as const) {
      const found = await t.ok(product.searchKeyword, { query: { keyword }, lang });
      expect(
        found.list.map((p) => p.name),
        keyword,
      ).toContain(expected);
    }
    // A language's word finds the product whatever language the caller reads.
    const crossed = await t.ok(product.searchKeyword, { query: { keyword: '耳机' }, lang: 'en_US' });
    expect(crossed.list.map((p) => p.name)).toContain('Wireless Noise-cancelling Earbuds');
    expect((await t.ok(product.searchKeyword, { query: { keyword: '100%_' } })).total).toBe(0);
  });

  it('ranks whole words and name prefixes before other substrings (Thai has no spaces)', async () => {
    // ชา is tea; ชาร์จ (charge) only contains it.
    const found = await t.ok(product.searchKeyword, { query: { keyword: 'ชา', pageSize: 100 }, lang: 'th_TH' });
    const names = found.list.map((p) => p.name);
    const teas = names.filter((name) => /ชา(?!ร์)/.test(name));
    const chargers = names.filter((name) => name.includes('ชาร์จ'));
    expect(teas).toContain('ชาเขียวหลงจิ่งต้นฤดูใบไม้ผลิ');
    expect(teas).toContain('ผงชานมไทย');
    expect(chargers.length).toBeGreaterThan(0);
    expect(names.slice(0, teas.length).sort()).toEqual([...teas].sort());
    expect(found.total).toBe(names.length);
    // Substring search still finds the rest, in every language.
    const english = await t.ok(product.searchKeyword, { query: { keyword: 'tea', pageSize: 100 }, lang: 'en_US' });
    expect(english.list[0]!.name).toMatch(/\btea\b/i);
  });

  it('sorts by price, sales and newest', async () => {
    const asc = await t.ok(product.searchKeyword, { query: { sort: 'priceAsc', pageSize: 100 } });
    const prices = asc.list.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc.total).toBe(DEMO_LISTED_PRODUCTS);
    const desc = await t.ok(product.searchKeyword, { query: { sort: 'priceDesc', pageSize: 5 } });
    expect(desc.list[0]!.price).toBe('4990.00');
    const sales = await t.ok(product.searchKeyword, { query: { sort: 'sales', pageSize: 100 } });
    const sold = sales.list.map((p) => p.soldCount);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(sales.list[0]!.soldText).toMatch(/^\d+k\+$/);
    const newest = await t.ok(product.searchKeyword, { query: { sort: 'newest', pageSize: 3 } });
    expect(newest.list[0]!.id).toBeGreaterThan(newest.list[2]!.id);
  });

  it('filters by price, brand, category, type and stock', async () => {
    const ranged = await t.ok(product.searchKeyword, { query: { minPrice: '50', maxPrice: '100', pageSize: 100 } });
    expect(ranged.list.length).toBeGreaterThan(0);
    expect(ranged.list.every((p) => Number(p.price) >= 50 && Number(p.price) <= 100)).toBe(true);
    const brands = await t.ok(supplierBrand.brandRecommendList);
    const nova = brands.find((b) => b.name === 'Nova Tech')!;
    const byBrand = await t.ok(product.searchKeyword, { query: { brandId: String(nova.id), pageSize: 100 } });
    expect(byBrand.list.every((p) => p.brandId === nova.id)).toBe(true);
    expect(byBrand.total).toBe(nova.productCount);
    const tree = await t.ok(productCate.tree);
    const beauty = tree.find((c) => c.name === 'Beauty & Care')!;
    const inBeauty = await t.ok(product.searchKeyword, { query: { cateId: beauty.id, pageSize: 100 } });
    const beautyIds = new Set([beauty.id, ...beauty.children.map((c) => c.id)]);
    expect(inBeauty.list.every((p) => beautyIds.has(p.categoryId))).toBe(true);
    expect(inBeauty.list.some((p) => p.categoryId !== beauty.id)).toBe(true);
    const all = await t.ok(product.searchKeyword, { query: { pageSize: 100 } });
    const inStock = await t.ok(product.searchKeyword, { query: { inStock: 'true', pageSize: 100 } });
    expect(inStock.list.every((p) => p.hasStock)).toBe(true);
    expect(inStock.total).toBe(all.list.filter((p) => p.hasStock).length);
    expect(inStock.total).toBeLessThan(all.total);
    const badPrice = await t.call(product.searchKeyword, { query: { minPrice: 'cheap' } });
    expect(badPrice.status).toBe(400);
    expect(badPrice.envelope.message).toContain('Minimum price');
  });
});

describe('search paging and history', () => {
  it('pages with pageNum and pageSize, also past the end', async () => {
    const page1 = await t.ok(product.searchKeyword, { query: { pageNum: 1, pageSize: 25 } });
    const page3 = await t.ok(product.searchKeyword, { query: { pageNum: 3, pageSize: 25 } });
    expect(page1).toMatchObject({ pageNum: 1, pageSize: 25, total: DEMO_LISTED_PRODUCTS, hasMore: true });
    expect(page3.list).toHaveLength(DEMO_LISTED_PRODUCTS - 50);
    expect(page3.hasMore).toBe(false);
    const beyond = await t.ok(product.searchKeyword, { query: { pageNum: 9, pageSize: 25 } });
    expect(beyond).toMatchObject({ list: [], total: DEMO_LISTED_PRODUCTS, hasMore: false });
  });

  it("keeps each member's history, newest first, and removes one or all", async () => {
    await t.ok(product.searchKeyword, { query: { keyword: 'rice' }, token: regularToken });
    await t.ok(product.searchKeyword, { query: { keyword: '芒果' }, token: regularToken });
    await t.ok(product.searchKeyword, { query: { keyword: 'rice' }, token: regularToken });
    expect((await t.ok(appIndex.querySearchHistory, { token: regularToken })).map((h) => h.keyword)).toEqual([
      'rice',
      '芒果',
    ]);
    expect(await t.ok(appIndex.querySearchHistory, { token: otherToken })).toEqual([]);
    expect(await t.ok(appIndex.querySearchHistory)).toEqual([]);
    expect(await t.ok(appIndex.removeSearchDiscovery, { token: regularToken, body: { keyword: 'rice' } })).toEqual({
      removed: 1,
    });
    expect((await t.ok(appIndex.querySearchHistory, { token: regularToken })).map((h) => h.keyword)).toEqual(['芒果']);
    await t.ok(appIndex.removeSearchDiscovery, { token: regularToken });
    expect(await t.ok(appIndex.querySearchHistory, { token: regularToken })).toEqual([]);
    const guest = await t.call(appIndex.removeSearchDiscovery, { token: guestToken || undefined });
    expect(guest.envelope.error).toBe('NO_POWER');
  });
});

describe('listings', () => {
  it('lists categories, a category, lots by grand category, PV, points and subsidy zones', async () => {
    const tree = await t.ok(productCate.tree, { lang: 'zh_CN' });
    expect(tree.length).toBeGreaterThanOrEqual(8);
    const food = tree.find((c) => c.name === '食品饮料')!;
    expect(food.children.map((c) => c.name)).toEqual(['休闲零食', '茶饮冲调']);
    const cate = await t.ok(product.cateProductPage, { query: { cateId: food.id, pageSize: 100 } });
    expect(cate.total).toBeGreaterThan(5);

    const grand = await t.ok(lotProductCate.queryGrandCate);
    expect(grand.reduce((sum, g) => sum + g.productCount, 0)).toBe(5);
    const lots = await t.ok(product.queryLotPage, { query: { pageSize: 100 } });
    expect(lots.total).toBe(5);
    expect(lots.list.every((p) => p.type === 'lot')).toBe(true);
    const foodLots = await t.ok(product.queryLotPage, {
      query: { grandCateId: grand.find((g) => g.name === 'Food & Drinks')!.id },
    });
    expect(foodLots.total).toBe(2);

    const pv = await t.ok(product.pvProductPage, { query: { pageSize: 100 } });
    expect(pv.list.every((p) => p.rewardMp > 0)).toBe(true);
    const sets = await t.ok(product.pvProductPage, { query: { type: 'set' } });
    expect(sets.list.map((p) => p.price).sort()).toEqual(['199.00', '4990.00', '88.00']);
    const points = await t.ok(product.pointsZonePage);
    expect(points.total).toBe(5);
    expect(points.list.every((p) => p.type === 'points-zone')).toBe(true);
    const subsidy = await t.ok(product.subsidyPage, { query: { sort: 'priceAsc' } });
    expect(subsidy.list.map((p) => p.price)).toEqual(['39.00', '69.00', '89.00', '129.00', '199.00']);
  });

  it('lists brands, brand categories, a brand and its products', async () => {
    const recommended = await t.ok(supplierBrand.brandRecommendList);
    expect(recommended.every((b) => b.isRecommended)).toBe(true);
    const all = await t.ok(supplierBrand.brandPage, { query: { pageSize: 100 } });
    expect(all.total).toBeGreaterThanOrEqual(10);
    const searched = await t.ok(supplierBrand.brandPage, { query: { keyword: '熊猫' } });
    expect(searched.list.map((b) => b.name)).toEqual(['Panda Home']);
    const cates = await t.ok(supplierBrandCate.query_page);
    expect(cates.total).toBe(4);
    const tech = cates.list.find((c) => c.name === 'Tech')!;
    const techBrands = await t.ok(supplierBrandCate.brandQueryPage, { query: { cateId: tech.id } });
    expect(techBrands.list.map((b) => b.name)).toEqual(['Nova Tech']);
    expect(tech.brandCount).toBe(1);
    const nova = await t.ok(supplierBrand.byId, { query: { id: techBrands.list[0]!.id } });
    const productsOfNova = await t.ok(supplierBrand.productPage, { query: { brandId: nova.id, pageSize: 100 } });
    expect(productsOfNova.total).toBe(nova.productCount);
    expect(productsOfNova.list.every((p) => p.brandId === nova.id)).toBe(true);
  });
});

describe('favourites', () => {
  it('adds, lists and removes per member, and refuses guests and unlisted products', async () => {
    const serum = await findProduct(t, 'Hydrating Serum');
    const rice = await findProduct(t, 'Jasmine Rice');
    expect(await t.ok(memberFavorite.add, { token: regularToken, body: { productId: serum.id } })).toEqual({
      productId: serum.id,
      isFavorite: true,
    });
    await t.ok(memberFavorite.add, { token: regularToken, body: { productId: rice.id } });
    await t.ok(memberFavorite.add, { token: regularToken, body: { productId: rice.id } });
    await t.ok(memberFavorite.add, { token: otherToken, body: { productId: serum.id } });

    const mine = await t.ok(memberFavorite.query_page, { token: regularToken });
    expect(mine.total).toBe(2);
    expect(mine.list.map((p) => p.id)).toEqual([rice.id, serum.id]);
    expect((await t.ok(product.detail, { query: { id: serum.id }, token: regularToken })).isFavorite).toBe(true);

    // Removing from one member's list leaves the other's alone.
    await t.ok(memberFavorite.delete, { token: otherToken, body: { productId: rice.id } });
    expect((await t.ok(memberFavorite.query_page, { token: regularToken })).total).toBe(2);
    await t.ok(memberFavorite.delete, { token: regularToken, body: { productId: serum.id } });
    expect((await t.ok(memberFavorite.query_page, { token: regularToken })).list.map((p) => p.id)).toEqual([rice.id]);
    expect((await t.ok(memberFavorite.query_page, { token: otherToken })).list.map((p) => p.id)).toEqual([serum.id]);

    expect((await t.call(memberFavorite.add, { body: { productId: serum.id } })).envelope.error).toBe('NO_POWER');
    expect((await t.call(memberFavorite.query_page)).status).toBe(401);
    const gone = await t.call(memberFavorite.add, { token: regularToken, body: { productId: 999_999 } });
    expect(gone.envelope).toMatchObject({ code: 404, error: 'PRODUCT_GONE' });
    const bad = await t.call(memberFavorite.add, { token: regularToken, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.envelope.message).toContain('Product');
  });
});
