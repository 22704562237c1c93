// Loads the demo catalogue (catalog-demo.data.ts) with its pictures (catalog-demo.images.ts), the
// VIP sets, flash sales around the current time and the home page's content. Built through the operator service
// methods, as the back office would.
import type { FileStore } from '../lib/file-store.ts';
import { withTransaction, type Tx } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { ImageSet } from '../modules/catalog/index.ts';
import { drawBanner, drawGlyph, drawIcon } from './catalog-demo.images.ts';
import { BANNER_ART, BRAND_GLYPHS, LINK_GLYPHS, PRODUCT_GLYPHS } from './catalog-demo.glyphs.ts';
import {
  BANNERS,
  BRAND_CATEGORIES,
  BRANDS,
  CATEGORIES,
  description,
  HOME_MODULES,
  IMAGE_LINKS,
  PRODUCT_HOT_WORDS,
  PRODUCTS,
  SPECS,
  text,
  VOUCHER_HOT_WORDS,
  type DemoCategory,
  type DemoProduct,
} from './catalog-demo.data.ts';

type Admin = Services['catalog']['admin'];

interface DemoImages {
  products: ImageSet[];
  brandLogos: ImageSet[];
  banners: ImageSet[];
  links: ImageSet[];
}

interface Taxonomy {
  categoryIds: Map<string, number>;
  grandOf: Map<string, DemoCategory>;
  brandIds: Map<string, number>;
}

const yuan = (value: number) => value.toFixed(2);
const HOUR = 60 * 60 * 1000;
const LINK_COLORS = ['#1e88e5', '#e91e63', '#43a047', '#9c27b0', '#1e88e5'];

function glyphOf(table: Record<string, string>, key: string): string {
  const glyph = table[key];
  if (!glyph) throw new Error(`The demo catalogue has no picture for "${key}"`);
  return glyph;
}

/** Every picture the demo shows, each one depicting what it stands for. */
export async function drawImages(uploads: FileStore): Promise<DemoImages> {
  const products = await Promise.all(
    PRODUCTS.map((product, index) => {
      const category = CATEGORIES.find((c) => c.key === product.cat || c.subs.some((s) => s.key === product.cat))!;
      return drawGlyph(uploads, `p${index + 1}`, glyphOf(PRODUCT_GLYPHS, product.name[2]), category.color);
    }),
  );
  const brandLogos = await Promise.all(
    BRANDS.map((brand) => drawGlyph(uploads, `brand-${brand.key}`, glyphOf(BRAND_GLYPHS, brand.key), '#607d8b')),
  );
  const banners = await Promise.all(
    BANNER_ART.map((art, index) => drawBanner(uploads, `banner-${index + 1}`, art.glyph, art.color)),
  );
  const links = await Promise.all(
    IMAGE_LINKS.map((link, index) =>
      drawIcon(
        uploads,
        `link-${index + 1}`,
        glyphOf(LINK_GLYPHS, link.title[2]),
        LINK_COLORS[index % LINK_COLORS.length]!,
      ),
    ),
  );
  return { products, brandLogos, banners, links };
}

async function loadTaxonomy(tx: Tx, admin: Admin, images: DemoImages): Promise<Taxonomy> {
  const categoryIds = new Map<string, number>();
  const grandOf = new Map<string, DemoCategory>();
  for (const [index, category] of CATEGORIES.entries()) {
    const saved = await admin.save(tx, 'category', 'en_US', {
      name: text(category.name),
      sort: index,
      isVisible: true,
    });
    categoryIds.set(category.key, saved.after.id);
    grandOf.set(category.key, category);
    for (const [subIndex, sub] of category.subs.entries()) {
      const child = await admin.save(tx, 'category', 'en_US', {
        parentId: saved.after.id,
        name: text(sub.name),
        sort: subIndex,
        isVisible: true,
      });
      categoryIds.set(sub.key, child.after.id);
      grandOf.set(sub.key, category);
    }
  }
  const brandCategoryIds = new Map<string, number>();
  for (const [index, cate] of BRAND_CATEGORIES.entries()) {
    const saved = await admin.save(tx, 'brandCategory', 'en_US', { name: text(cate.name), sort: index });
    brandCategoryIds.set(cate.key, saved.after.id);
  }
  const brandIds = new Map<string, number>();
  for (const [index, brand] of BRANDS.entries()) {
    const saved = await admin.save(tx, 'brand', 'en_US', {
      brandCategoryId: brandCategoryIds.get(brand.cate)!,
      name: text(brand.name),
      description: text(brand.about),
      logo: images.brandLogos[index]!.s200,
      banner: images.brandLogos[index]!.s800,
      isRecommended: brand.recommended,
      isVisible: true,
      sort: index,
    });
    brandIds.set(brand.key, saved.after.id);
  }
  return { categoryIds, grandOf, brandIds };
}

/** Units of a demo product "sold" before the demo starts, so sorting by sales and "k+" have something to show. */
const soldBefore = (index: number) => (index * 97) % 1500;

function skusOf(product: DemoProduct, index: number) {
  const spec = product.spec ? SPECS[product.spec] : null;
  const skuCount = spec ? spec.values.length : 1;
  return Array.from({ length: skuCount }, (_, i) => ({
    specIndexes: spec ? [i] : [],
    // Larger sizes cost a little more, as in a real shop.
    price: yuan(product.price + (product.spec === 'volume' ? i * 40 : 0)),
    memberPrice: yuan(product.member + (product.spec === 'volume' ? i * 34 : 0)),
    // The first SKU is stocked for its sales history too, so the stock a product shows lasts a demo.
    // Each specification has its own stock, as in a real shop.
    stock: Math.floor(product.stock / skuCount) + i * 5 + (i === 0 ? soldBefore(index) : 0),
  }));
}

/** Saves every demo product; answers each one's first SKU. */
async function loadProducts(tx: Tx, admin: Admin, taxonomy: Taxonomy, images: DemoImages): Promise<number[]> {
  const firstSku: number[] = [];
  for (const [index, product] of PRODUCTS.entries()) {
    const grand = taxonomy.grandOf.get(product.cat)!;
    const spec = product.spec ? SPECS[product.spec] : null;
    const saved = await admin.products.save(tx, {
      categoryId: taxonomy.categoryIds.get(product.cat)!,
      brandId: taxonomy.brandIds.get(product.brand)!,
      type: product.type ?? 'normal',
      grantsLevel: product.grantsLevel ?? null,
      paymentMethod: product.payment ?? 'cash',
      name: text(product.name),
      subtitle: text(grand.tagline),
      description: description(product.name, grand.tagline),
      images: [images.products[index]!],
      specs: spec ? [{ name: text(spec.name), values: spec.values.map(text) }] : [],
      skus: skusOf(product, index),
      taxRatePercent: product.type === 'e-voucher' ? '0' : '7',
      cashback: yuan(product.cashback ?? 0),
      dcDiscountPercent: product.dc ?? 0,
      // A points-zone item is bought with its points (plus its cash part): it earns none.
      contributablePoints: product.type === 'points-zone' ? 0 : (product.points ?? Math.floor(product.price)),
      pointsPrice: product.type === 'points-zone' ? (product.points ?? 0) : 0,
      pointsCash: yuan(product.pointsCash ?? 0),
      rewardMp: product.rewardMp ?? 0,
      isListed: true,
      allowsSalesPage: true,
      sort: 0,
    });
    firstSku.push(saved.after.skus[0]!.productGoodsId);
  }
  // One product stays unlisted: it exists for operators but not for shoppers.
  await admin.products.save(tx, {
    categoryId: taxonomy.categoryIds.get('home')!,
    brandId: taxonomy.brandIds.get('panda')!,
    type: 'normal',
    grantsLevel: null,
    paymentMethod: 'cash',
    name: text(['旧款香薰蜡烛', '舊款香薰蠟燭', 'Old Scented Candle', 'เทียนหอมรุ่นเก่า']),
    subtitle: text(CATEGORIES[2]!.tagline),
    description: text(['已停产', '已停產', 'Discontinued', 'เลิกผลิตแล้ว']),
    images: [],
    specs: [],
    skus: [{ specIndexes: [], price: '49.00', memberPrice: '45.00', stock: 10 }],
    taxRatePercent: '7',
    cashback: '0',
    dcDiscountPercent: 0,
    contributablePoints: 0,
    pointsPrice: 0,
    pointsCash: '0',
    rewardMp: 0,
    isListed: false,
    allowsSalesPage: true,
    sort: 0,
  });
  return firstSku;
}

/** Sales history: each first SKU sells what it was stocked for beyond the product's demo stock. */
async function sellSome(tx: Tx, services: Services, firstSku: number[]): Promise<void> {
  for (const [index, skuId] of firstSku.entries()) {
    const sold = soldBefore(index);
    if (sold > 0) await services.catalog.stock.take(tx, [{ productGoodsId: skuId, qty: sold }]);
  }
}

/** Two running flash sales and one coming, placed around the catalogue's clock. */
async function loadFlashSales(tx: Tx, services: Services, firstSku: number[]): Promise<void> {
  const now = services.catalog.clock().getTime();
  const skuOf = (name: string) => firstSku[PRODUCTS.findIndex((p) => p.name[2] === name)]!;
  const sales = [
    { name: 'Wireless Noise-cancelling Earbuds', from: -2, to: 6, price: '199.00', stock: 50, limit: 1 },
    { name: 'Dried Mango 500g', from: -1, to: 3, price: '19.90', stock: 200, limit: 3 },
    { name: 'Home Air Purifier', from: 4, to: 10, price: '499.00', stock: 20, limit: 1 },
  ];
  for (const sale of sales) {
    await services.catalog.admin.save(tx, 'flashSale', 'en_US', {
      productGoodsId: skuOf(sale.name),
      startsAt: new Date(now + sale.from * HOUR).toISOString(),
      endsAt: new Date(now + sale.to * HOUR).toISOString(),
      price: sale.price,
      stock: sale.stock,
      perBuyerLimit: sale.limit,
    });
  }
}

async function loadContent(tx: Tx, admin: Admin, images: DemoImages): Promise<void> {
  for (const [index, banner] of BANNERS.entries()) {
    await admin.save(tx, 'banner', 'en_US', {
      position: banner.position,
      title: text(banner.title),
      image: images.banners[banner.image]!.s800,
      linkUrl: banner.link,
      content: text(banner.title),
      sort: index,
      isVisible: true,
    });
  }
  for (const [index, module] of HOME_MODULES.entries()) {
    await admin.save(tx, 'homeModule', 'en_US', {
      kind: module.kind,
      title: text(module.title),
      subtitle: null,
      image: null,
      linkUrl: module.link,
      productIds: [],
      sort: index,
      isVisible: true,
    });
  }
  for (const [index, link] of IMAGE_LINKS.entries()) {
    await admin.save(tx, 'imageLink', 'en_US', {
      position: link.position,
      title: text(link.title),
      image: images.links[index]!.s100,
      linkUrl: link.link,
      sort: index,
      isVisible: true,
    });
  }
  for (const [kind, words] of [
    ['product', PRODUCT_HOT_WORDS],
    ['voucher', VOUCHER_HOT_WORDS],
  ] as const) {
    for (const [index, word] of words.entries()) {
      await admin.save(tx, 'hotWord', 'en_US', { kind, word: text(word), sort: index, isVisible: true });
    }
  }
}

/** Loads the demo catalogue; `services.catalog.clock` places the flash sales around now. */
export async function loadCatalogDemo(services: Services, uploads: FileStore): Promise<void> {
  const admin = services.catalog.admin;
  const images = await drawImages(uploads);
  await withTransaction(services.db, async (tx: Tx) => {
    const taxonomy = await loadTaxonomy(tx, admin, images);
    const firstSku = await loadProducts(tx, admin, taxonomy, images);
    await sellSome(tx, services, firstSku);
    await loadFlashSales(tx, services, firstSku);
    await loadContent(tx, admin, images);
  });
}

/** How many products the demo lists, for tests that count them. */
export const DEMO_LISTED_PRODUCTS = PRODUCTS.length;
