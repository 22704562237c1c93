// One product's page: its SKUs priced for the viewer, the flash sale it is in, and its reviews.
import { desc, eq, sql } from 'drizzle-orm';
import { formatMinor, pickText, type FlashSaleView, type LocalizedText, type ProductDetail } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { executeNamed } from '../../db/named.ts';
import { AppError } from '../../lib/errors.ts';
import { pointsPriceOf, type CardRow } from './catalog.cards.ts';
import {
  offsetOf,
  pageOf,
  PRODUCT_TTL_MS,
  productKey,
  type CatalogContext,
  type PageInput,
  type Viewer,
} from './catalog.context.ts';
import { toFlashView, type FlashRow } from './catalog.flash-sale.service.ts';
import { flashState } from './catalog.flash.ts';
import { bpToPercent, preTaxMinor, soldText } from './catalog.money.ts';
import { viewerPrice } from './catalog.pricing.ts';
import { reviews, type ImageSet, type SpecDefinition } from './catalog.schema.ts';

type SkuRow = {
  id: number;
  spec_indexes: number[];
  price_minor: number;
  member_price_minor: number;
  stock: number;
  sold_count: number;
};

type DetailFlashRow = Omit<FlashRow, 'starts_at' | 'ends_at' | 'name' | 'cover' | 'retail_minor'> & {
  starts_at: string;
  ends_at: string;
};

type DetailRow = Omit<CardRow, 'min_price' | 'min_member_price' | 'stock' | 'sold' | 'flash_id' | 'flash_price'> & {
  description: LocalizedText;
  images: ImageSet[];
  specs: SpecDefinition[];
  tax_rate_bp: number;
  cashback_minor: number;
  dc_discount_percent: number;
  brand_name: LocalizedText | null;
  brand_logo: string | null;
  category_name: LocalizedText;
  skus: SkuRow[];
  flash: DetailFlashRow | null;
  review_count: number;
  review_average: string | null;
  is_favorite: boolean;
};

type DetailInput = { id: number; flashSaleId?: number; productGoodsId?: number };

/** The flash sale shown on the page, and whether its SKU sells at the flash price now. */
interface FlashOnPage {
  view: FlashSaleView;
  row: DetailFlashRow;
  isOpen: boolean;
}

type PricedSku = ProductDetail['skus'][number] & { priceMinor: number };

function specTextOf(sku: SkuRow, specs: SpecDefinition[], locale: Locale): string {
  return sku.spec_indexes
    .map((valueIndex, specIndex) => {
      const value = specs[specIndex]?.values[valueIndex];
      return value ? pickText(value, locale) : '';
    })
    .filter((text) => text !== '')
    .join(' / ');
}

/** Prices each SKU for the viewer: the open flash sale's SKU first, then member prices from level 2. */
function priceSkus(row: DetailRow, viewer: Viewer, flash: FlashOnPage | null): PricedSku[] {
  return row.skus.map((sku) => {
    const flashPrice = flash?.isOpen && sku.id === flash.row.sku_id ? flash.row.price_minor : null;
    const { priceMinor: price, kind } = viewerPrice(sku, viewer.level, flashPrice);
    return {
      productGoodsId: sku.id,
      specIndexes: sku.spec_indexes,
      specText: specTextOf(sku, row.specs, viewer.locale),
      priceMinor: price,
      price: formatMinor(price),
      priceKind: kind,
      retailPrice: formatMinor(sku.price_minor),
      memberPrice: formatMinor(sku.member_price_minor),
      stock: sku.stock,
      soldCount: sku.sold_count,
      hasStock: sku.stock > 0,
    };
  });
}

/** The SKU the page opens on: the one asked for, the flash sale's, the first in stock, or the first. */
function selectSku(skus: PricedSku[], input: DetailInput, flash: FlashOnPage | null): PricedSku | null {
  return (
    skus.find((sku) => sku.productGoodsId === input.productGoodsId) ??
    (flash ? skus.find((sku) => sku.productGoodsId === flash.row.sku_id) : undefined) ??
    skus.find((sku) => sku.hasStock) ??
    skus[0] ??
    null
  );
}

export class ProductDetailService {
  private readonly context: CatalogContext;

  constructor(context: CatalogContext) {
    this.context = context;
  }

  private async detailRow(db: DbOrTx, viewer: Viewer, input: DetailInput): Promise<DetailRow | undefined> {
    const now = this.context.nowParam();
    const flashSaleId = input.flashSaleId ?? null;
    const rows = await executeNamed<DetailRow>(
      db,
      'product_detail',
      sql`
      select p.id, p.name, p.subtitle, p.description, p.images, p.images->0 as cover, p.specs, p.type,
             p.grants_level, p.payment_method, p.brand_id, p.category_id, p.contributable_points, p.reward_mp,
             p.points_price, p.points_cash_minor,
             p.is_listed, p.tax_rate_bp, p.cashback_minor, p.dc_discount_percent,
             b.name as brand_name, b.logo as brand_logo, c.name as category_name,
             coalesce((
               select json_agg(json_build_object('id', k.id, 'spec_indexes', k.spec_indexes, 'price_minor', k.price_minor,
                 'member_price_minor', k.member_price_minor, 'stock', k.stock, 'sold_count', k.sold_count)
                 order by k.sort, k.id)
               from catalog_skus k where k.product_id = p.id and k.is_active
             ), '[]'::json) as skus,
             (
               select row_to_json(f) from (
                 select f.id, f.product_id, f.sku_id, f.starts_at, f.ends_at, f.price_minor, f.stock, f.sold_count,
                        f.per_buyer_limit
                 from catalog_flash_sales f
                 where f.product_id = p.id
                   and (f.id = ${flashSaleId}::int or (${flashSaleId}::int is null and f.ends_at > ${now}))
                 order by (f.starts_at <= ${now}) desc, f.starts_at, f.id
                 limit 1
               ) f
             ) as flash,
             r.review_count, r.review_average,
             exists (
               select 1 from catalog_favorites fv where fv.member_id = ${viewer.memberId ?? 0} and fv.product_id = p.id
             ) as is_favorite
      from catalog_products p
      join catalog_categories c on c.id = p.category_id
      left join catalog_brands b on b.id = p.brand_id
      cross join lateral (
        -- The review module's table (migrated after the catalogue; read here, written only there).
        select count(*)::int as review_count, round(avg(rv.rating), 1)::text as review_average
        from reviews rv where rv.product_id = p.id
      ) r
      where p.id = ${input.id} and p.is_listed`,
    );
    return rows[0];
  }

  private flashOnPage(row: DetailRow, locale: Locale, now: Date): FlashOnPage | null {
    const flash = row.flash;
    if (!flash) return null;
    const startsAt = new Date(flash.starts_at);
    const endsAt = new Date(flash.ends_at);
    const retail = row.skus.find((sku) => sku.id === flash.sku_id)?.price_minor ?? 0;
    const view = toFlashView(
      { ...flash, starts_at: startsAt, ends_at: endsAt, name: row.name, cover: row.cover, retail_minor: retail },
      locale,
      now,
    );
    const isOpen = flashState(startsAt, endsAt, now) === 'grab' && flash.sold_count < flash.stock;
    return { view, row: flash, isOpen };
  }

  /**
   * The product as every viewer shares it, cached briefly per product and flash sale: prices per
   * level and the member's favourite are worked out per call.
   */
  private sharedRow(db: DbOrTx, input: DetailInput): Promise<DetailRow | undefined> {
    const key = `${productKey(input.id)}${input.flashSaleId ?? ''}`;
    const guest: Viewer = { locale: 'en_US', memberId: null, level: 0 };
    return this.context.cached(key, PRODUCT_TTL_MS, () => this.detailRow(db, guest, input));
  }

  private async isFavorite(db: DbOrTx, memberId: number | null, productId: number): Promise<boolean> {
    if (memberId === null) return false;
    const found = await executeNamed(
      db,
      'product_is_favorite',
      sql`select 1 from catalog_favorites where member_id = ${memberId} and product_id = ${productId}`,
    );
    return found.length > 0;
  }

  /** One listed product for the viewer; unknown or unlisted is the spec's 'removed from the market'. */
  async detail(db: DbOrTx, viewer: Viewer, input: DetailInput): Promise<ProductDetail> {
    const now = this.context.clock();
    const shared = await this.sharedRow(db, input);
    if (!shared) throw new AppError('NOT_FOUND', 'catalog.productGone', undefined, 'PRODUCT_GONE');
    const row = { ...shared, is_favorite: await this.isFavorite(db, viewer.memberId, shared.id) };
    const locale = viewer.locale;
    const flash = this.flashOnPage(row, locale, now);
    const skus = priceSkus(row, viewer, flash);
    const shown = selectSku(skus, input, flash);
    const stock = skus.reduce((sum, sku) => sum + sku.stock, 0);
    const sold = skus.reduce((sum, sku) => sum + sku.soldCount, 0);
    const retailMin = skus.length > 0 ? Math.min(...row.skus.map((sku) => sku.price_minor)) : 0;
    const memberMin = skus.length > 0 ? Math.min(...row.skus.map((sku) => sku.member_price_minor)) : 0;
    return {
      id: row.id,
      productId: row.id,
      name: pickText(row.name, locale),
      subtitle: pickText(row.subtitle, locale),
      description: pickText(row.description, locale),
      image: row.cover?.s200 ?? '',
      cover: row.cover,
      images: row.images,
      type: row.type,
      grantsLevel: row.grants_level,
      paymentMethod: row.payment_method,
      price: shown ? shown.price : formatMinor(0),
      priceKind: shown ? shown.priceKind : 'retail',
      retailPrice: shown ? shown.retailPrice : formatMinor(retailMin),
      memberPrice: shown ? shown.memberPrice : formatMinor(memberMin),
      soldCount: sold,
      soldText: soldText(sold),
      stock,
      hasStock: stock > 0,
      brandId: row.brand_id,
      categoryId: row.category_id,
      contributablePoints: row.contributable_points,
      ...pointsPriceOf(row),
      rewardMp: row.reward_mp,
      flashSaleId: flash?.isOpen ? flash.row.id : null,
      isListed: row.is_listed,
      specs: row.specs.map((spec) => ({
        name: pickText(spec.name, locale),
        values: spec.values.map((value) => pickText(value, locale)),
      })),
      skus: skus.map(({ priceMinor: _priceMinor, ...sku }) => sku),
      selectedProductGoodsId: shown ? shown.productGoodsId : null,
      flashSale: flash?.view ?? null,
      cashback: formatMinor(row.cashback_minor),
      dcDiscountPercent: row.dc_discount_percent,
      taxRatePercent: bpToPercent(row.tax_rate_bp),
      preTaxPrice: formatMinor(preTaxMinor(shown ? shown.priceMinor : 0, row.tax_rate_bp)),
      brand:
        row.brand_id !== null && row.brand_name
          ? { id: row.brand_id, name: pickText(row.brand_name, locale), logo: row.brand_logo }
          : null,
      category: { id: row.category_id, name: pickText(row.category_name, locale) },
      isFavorite: row.is_favorite,
      canShare: viewer.memberId !== null && viewer.level >= 2,
      review: { count: row.review_count, average: row.review_average ?? '0.0' },
      serverTime: now.toISOString(),
    };
  }

  /** Review count and average rating of a product. */
  async reviewSummary(db: DbOrTx, productId: number): Promise<{ count: number; average: string }> {
    // The review module's table, as on the product page.
    const result = await db.execute<{ count: number; average: string | null }>(sql`
      select count(*)::int as count, round(avg(rating), 1)::text as average from reviews where product_id = ${productId}`);
    const row = result.rows[0];
    return { count: row?.count ?? 0, average: row?.average ?? '0.0' };
  }

  /** A product's reviews, newest first. */
  async reviewPage(db: DbOrTx, input: PageInput & { productId: number }) {
    const rows = await db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        content: reviews.content,
        images: reviews.images,
        createdAt: reviews.createdAt,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(reviews)
      .where(eq(reviews.productId, input.productId))
      .orderBy(desc(reviews.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const total = rows[0]?.total ?? (input.pageNum > 1 ? (await this.reviewSummary(db, input.productId)).count : 0);
    return pageOf(
      rows.map(({ total: _total, createdAt, ...review }) => ({ ...review, createdAt: createdAt.toISOString() })),
      input,
      total,
    );
  }
}
