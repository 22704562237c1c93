// What shoppers read from the catalogue, their favourites and search history, and the stock
// decrement the checkout uses. Operator writes live in catalog.admin.ts.
import { sql, type SQL } from 'drizzle-orm';
import {
  pickText,
  type CategoryNode,
  type FlashSaleView,
  type LocalizedText,
  type ProductCard,
  type ProductDetail,
  type SearchQuery,
} from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { CatalogAdminService } from './catalog.admin.ts';
import type { ImageSet, SpecDefinition } from './catalog.schema.ts';
import { flashState } from './catalog.flash.ts';
import { bpToPercent, formatMinor, parseMinor, preTaxMinor, soldText } from './catalog.money.ts';

/** Who is looking: prices depend on the level, favourites and history on the member. */
export interface Viewer {
  locale: Locale;
  memberId: number | null;
  level: number;
}

export type ProductSort = 'default' | 'priceAsc' | 'priceDesc' | 'sales' | 'newest';

export interface PageInput {
  pageNum: number;
  pageSize: number;
}

export interface Page<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

export type Clock = () => Date;

/** The spec's recommended-products cache. */
export const RECOMMEND_TTL_MS = 2 * 60 * 1000;
/** Read-mostly content (home, category tree); operator edits clear it at once in this process. */
const CONTENT_TTL_MS = 10_000;
const SEARCH_HISTORY_KEEP = 20;
const MODULE_PRODUCTS = 6;

type CardRow = {
  id: number;
  name: LocalizedText;
  subtitle: LocalizedText;
  cover: ImageSet | null;
  type: ProductCard['type'];
  grants_level: number | null;
  payment_method: ProductCard['paymentMethod'];
  brand_id: number | null;
  category_id: number;
  contributable_points: number;
  reward_mp: number;
  is_listed: boolean;
  min_price: number | null;
  min_member_price: number | null;
  stock: number;
  sold: number;
  flash_id: number | null;
  flash_price: number | null;
  total: number;
  favorited_at?: Date | string;
};

type FlashRow = {
  id: number;
  product_id: number;
  sku_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  price_minor: number;
  stock: number;
  sold_count: number;
  per_buyer_limit: number;
  name: LocalizedText;
  cover: ImageSet | null;
  retail_minor: number;
  total?: number;
};

function pageOf<T>(list: T[], input: PageInput, total: number): Page<T> {
  return {
    list,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    total,
    hasMore: input.pageNum * input.pageSize < total,
  };
}

function offsetOf(input: PageInput): number {
  return (input.pageNum - 1) * input.pageSize;
}

const emptyImage = '';

/** Raw queries answer timestamps as text: read them back into dates. */
function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Escapes LIKE wildcards so a shopper's `%` or `_` matches itself. */
function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class CatalogService {
  /** The clock flash-sale states are read from; tests move it. */
  clock: Clock = () => new Date();
  readonly admin: CatalogAdminService;
  private readonly db: Db;
  private readonly content = new Map<string, { at: number; value: unknown }>();
  private readonly recommendations = new Map<number, { at: number; ids: number[] }>();

  constructor(db: Db) {
    this.db = db;
    this.admin = new CatalogAdminService(db, this);
  }

  /** Forgets cached content after an operator edit. */
  invalidate(): void {
    this.content.clear();
    this.recommendations.clear();
  }

  private async cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = this.clock().getTime();
    const hit = this.content.get(key);
    if (hit && now - hit.at >= 0 && now - hit.at < ttlMs) return hit.value as T;
    const value = await load();
    this.content.set(key, { at: now, value });
    return value;
  }

  private nowParam(): SQL {
    return sql`${this.clock().toISOString()}::timestamptz`;
  }

  // ---- product cards -------------------------------------------------------------------------

  /** The price a viewer sees for a product row, in SQL, for sorting and filtering. */
  private shownPrice(viewer: Viewer): SQL {
    return viewer.level >= 2
      ? sql`coalesce(fs.price_minor, s.min_member_price, 0)`
      : sql`coalesce(fs.price_minor, s.min_price, 0)`;
  }

  private orderBy(sort: ProductSort, viewer: Viewer): SQL {
    switch (sort) {
      case 'priceAsc':
        return sql`${this.shownPrice(viewer)} asc, p.id asc`;
      case 'priceDesc':
        return sql`${this.shownPrice(viewer)} desc, p.id desc`;
      case 'sales':
        return sql`s.sold desc, p.id desc`;
      case 'newest':
        return sql`p.created_at desc, p.id desc`;
      default:
        return sql`p.sort desc, p.id desc`;
    }
  }

  /** One statement: the page of product cards with SKU totals, the running flash sale and the total. */
  private async cardRows(
    viewer: Viewer,
    options: { where: SQL[]; order: SQL; limit: number; offset: number; join?: SQL; extra?: SQL },
    db: DbOrTx = this.db,
  ): Promise<CardRow[]> {
    const where = options.where.length > 0 ? sql.join(options.where, sql` and `) : sql`true`;
    const result = await db.execute<CardRow>(sql`
      select p.id, p.name, p.subtitle, p.images->0 as cover, p.type, p.grants_level, p.payment_method,
             p.brand_id, p.category_id, p.contributable_points, p.reward_mp, p.is_listed,
             s.min_price, s.min_member_price, s.stock, s.sold,
             fs.id as flash_id, fs.price_minor as flash_price,
             (count(*) over ())::int as total
             ${options.extra ?? sql``}
      from catalog_products p
      ${options.join ?? sql``}
      cross join lateral (
        select min(k.price_minor)::int as min_price, min(k.member_price_minor)::int as min_member_price,
               coalesce(sum(k.stock), 0)::int as stock, coalesce(sum(k.sold_count), 0)::int as sold
        from catalog_skus k where k.product_id = p.id and k.is_active
      ) s
      left join lateral (
        select f.id, f.price_minor from catalog_flash_sales f
        where f.product_id = p.id and f.starts_at <= ${this.nowParam()} and f.ends_at > ${this.nowParam()}
          and f.sold_count < f.stock
        order by f.price_minor, f.id limit 1
      ) fs on true
      where ${where}
      order by ${options.order}
      limit ${options.limit} offset ${options.offset}`);
    return result.rows;
  }

  private toCard(row: CardRow, viewer: Viewer): ProductCard {
    const retail = row.min_price ?? 0;
    const member = row.min_member_price ?? retail;
    let price = retail;
    let priceKind: ProductCard['priceKind'] = 'retail';
    if (row.flash_id !== null && row.flash_price !== null) {
      price = row.flash_price;
      priceKind = 'flash';
    } else if (viewer.level >= 2) {
      price = member;
      priceKind = 'member';
    }
    return {
      id: row.id,
      productId: row.id,
      name: pickText(row.name, viewer.locale),
      subtitle: pickText(row.subtitle, viewer.locale),
      image: row.cover?.s200 ?? emptyImage,
      cover: row.cover,
      type: row.type,
      grantsLevel: row.grants_level,
      paymentMethod: row.payment_method,
      price: formatMinor(price),
      priceKind,
      retailPrice: formatMinor(retail),
      memberPrice: formatMinor(member),
      soldCount: row.sold,
      soldText: soldText(row.sold),
      stock: row.stock,
      hasStock: row.stock > 0,
      brandId: row.brand_id,
      categoryId: row.category_id,
      contributablePoints: row.contributable_points,
      rewardMp: row.reward_mp,
      flashSaleId: row.flash_id,
      isListed: row.is_listed,
    };
  }

  private async countProducts(where: SQL[], join?: SQL): Promise<number> {
    const result = await this.db.execute<{ n: number }>(sql`
      select count(*)::int as n from catalog_products p ${join ?? sql``}
      cross join lateral (
        select min(k.price_minor)::int as min_price, min(k.member_price_minor)::int as min_member_price,
               coalesce(sum(k.stock), 0)::int as stock
        from catalog_skus k where k.product_id = p.id and k.is_active
      ) s
      left join lateral (
        select f.price_minor from catalog_flash_sales f
        where f.product_id = p.id and f.starts_at <= ${this.nowParam()} and f.ends_at > ${this.nowParam()}
          and f.sold_count < f.stock
        order by f.price_minor, f.id limit 1
      ) fs on true
      where ${where.length > 0 ? sql.join(where, sql` and `) : sql`true`}`);
    return result.rows[0]?.n ?? 0;
  }

  /** A page of listed product cards matching `where`. */
  private async productPage(
    viewer: Viewer,
    input: PageInput & { sort?: ProductSort },
    where: SQL[],
  ): Promise<Page<ProductCard>> {
    const conditions = [sql`p.is_listed`, ...where];
    const rows = await this.cardRows(viewer, {
      where: conditions,
      order: this.orderBy(input.sort ?? 'default', viewer),
      limit: input.pageSize,
      offset: offsetOf(input),
    });
    // Past the last page the window count is gone with the rows: ask for it separately.
    const total = rows[0]?.total ?? (input.pageNum > 1 ? await this.countProducts(conditions) : 0);
    return pageOf(
      rows.map((row) => this.toCard(row, viewer)),
      input,
      total,
    );
  }

  private inCategoryTree(column: SQL, categoryId: number): SQL {
    return sql`${column} in (select c.id from catalog_categories c where c.id = ${categoryId} or c.parent_id = ${categoryId})`;
  }

  // ---- listings ------------------------------------------------------------------------------

  /** Search by any substring of the name in any language, with filters and sort; saves the member's history. */
  async search(viewer: Viewer, query: SearchQuery): Promise<Page<ProductCard>> {
    const where: SQL[] = [];
    const keyword = query.keyword?.trim() ?? '';
    if (keyword !== '') where.push(sql`p.search_text like ${likePattern(keyword)}`);
    if (query.cateId) where.push(this.inCategoryTree(sql`p.category_id`, query.cateId));
    if (query.brandId && query.brandId.length > 0) {
      where.push(
        sql`p.brand_id in (${sql.join(
          query.brandId.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
    if (query.type) where.push(sql`p.type = ${query.type}`);
    if (query.inStock) where.push(sql`s.stock > 0`);
    if (query.minPrice) where.push(sql`${this.shownPrice(viewer)} >= ${parseMinor(query.minPrice)}`);
    if (query.maxPrice) where.push(sql`${this.shownPrice(viewer)} <= ${parseMinor(query.maxPrice)}`);
    const found = await this.productPage(viewer, query, where);
    if (viewer.memberId !== null && keyword !== '' && query.pageNum === 1) {
      await this.remember(viewer.memberId, keyword);
    }
    return found;
  }

  private async remember(memberId: number, keyword: string): Promise<void> {
    await this.db.execute(sql`
      with saved as (
        insert into catalog_search_history (member_id, keyword, searched_at)
        values (${memberId}, ${keyword}, clock_timestamp())
        on conflict (member_id, keyword) do update set searched_at = excluded.searched_at
        returning id
      )
      delete from catalog_search_history h
      where h.member_id = ${memberId} and h.id not in (select id from saved) and h.id in (
        select id from catalog_search_history where member_id = ${memberId}
        order by searched_at desc, id desc offset ${SEARCH_HISTORY_KEEP - 1}
      )`);
  }

  /** Listed products of a category and its subcategories. */
  async categoryProducts(viewer: Viewer, input: PageInput & { sort: ProductSort; cateId: number }) {
    return this.productPage(viewer, input, [this.inCategoryTree(sql`p.category_id`, input.cateId)]);
  }

  /** Listed products of one type (lot, points zone, subsidy...), optionally within a category tree. */
  async typeProducts(
    viewer: Viewer,
    input: PageInput & { sort: ProductSort },
    type: ProductCard['type'],
    categoryId?: number,
  ) {
    const where = [sql`p.type = ${type}`];
    if (categoryId) where.push(this.inCategoryTree(sql`p.category_id`, categoryId));
    return this.productPage(viewer, input, where);
  }

  /** Products that carry reward MP (PV), optionally of one type. */
  async pvProducts(viewer: Viewer, input: PageInput & { sort: ProductSort; type?: ProductCard['type'] }) {
    const where = [sql`p.reward_mp > 0`];
    if (input.type) where.push(sql`p.type = ${input.type}`);
    return this.productPage(viewer, input, where);
  }

  /** A brand's listed products. */
  async brandProducts(viewer: Viewer, input: PageInput & { sort: ProductSort; brandId: number; cateId?: number }) {
    const where = [sql`p.brand_id = ${input.brandId}`];
    if (input.cateId) where.push(this.inCategoryTree(sql`p.category_id`, input.cateId));
    return this.productPage(viewer, input, where);
  }

  /** Recommendations: the member's favourite categories first, then best sellers; the order is cached 2 minutes. */
  async recommend(viewer: Viewer, input: PageInput): Promise<Page<ProductCard>> {
    const key = viewer.memberId ?? 0;
    const now = this.clock().getTime();
    let entry = this.recommendations.get(key);
    if (!entry || now - entry.at < 0 || now - entry.at >= RECOMMEND_TTL_MS) {
      const result = await this.db.execute<{ id: number }>(sql`
        select p.id from catalog_products p
        cross join lateral (
          select coalesce(sum(k.sold_count), 0)::int as sold from catalog_skus k where k.product_id = p.id and k.is_active
        ) s
        where p.is_listed and p.type <> 'set'
        order by (p.category_id in (
            select fp.category_id from catalog_favorites f join catalog_products fp on fp.id = f.product_id
            where f.member_id = ${key}
          )) desc,
          s.sold desc, p.id desc
        limit 200`);
      entry = { at: now, ids: result.rows.map((row) => row.id) };
      this.recommendations.set(key, entry);
    }
    const ids = entry.ids.slice(offsetOf(input), offsetOf(input) + input.pageSize);
    const cards = await this.cardsByIds(viewer, ids);
    return pageOf(cards, input, entry.ids.length);
  }

  /** Cards of listed products in the order of `ids`. */
  private async cardsByIds(viewer: Viewer, ids: number[]): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    const list = sql`array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]`;
    const rows = await this.cardRows(viewer, {
      where: [sql`p.is_listed`, sql`p.id = any(${list})`],
      order: sql`array_position(${list}, p.id)`,
      limit: ids.length,
      offset: 0,
    });
    return rows.map((row) => this.toCard(row, viewer));
  }

  // ---- product detail ------------------------------------------------------------------------

  /** One listed product for the viewer; unknown or unlisted is the spec's 'removed from the market'. */
  async detail(
    viewer: Viewer,
    input: { id: number; flashSaleId?: number; productGoodsId?: number },
  ): Promise<ProductDetail> {
    const now = this.clock();
    const result = await this.db.execute<
      CardRow & {
        description: LocalizedText;
        images: ImageSet[];
        specs: SpecDefinition[];
        tax_rate_bp: number;
        cashback_minor: number;
        dc_discount_percent: number;
        brand_name: LocalizedText | null;
        brand_logo: string | null;
        category_name: LocalizedText;
        skus: {
          id: number;
          spec_indexes: number[];
          price_minor: number;
          member_price_minor: number;
          stock: number;
          sold_count: number;
        }[];
        flash:
          | (Omit<FlashRow, 'starts_at' | 'ends_at' | 'name' | 'cover' | 'retail_minor'> & {
              starts_at: string;
              ends_at: string;
            })
          | null;
        review_count: number;
        review_average: string | null;
        is_favorite: boolean;
      }
    >(sql`
      select p.id, p.name, p.subtitle, p.description, p.images, p.images->0 as cover, p.specs, p.type,
             p.grants_level, p.payment_method, p.brand_id, p.category_id, p.contributable_points, p.reward_mp,
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
                   and (f.id = ${input.flashSaleId ?? null}::int or (${input.flashSaleId ?? null}::int is null and f.ends_at > ${this.nowParam()}))
                 order by (f.starts_at <= ${this.nowParam()}) desc, f.starts_at, f.id
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
        select count(*)::int as review_count, round(avg(rv.rating), 1)::text as review_average
        from catalog_reviews rv where rv.product_id = p.id
      ) r
      where p.id = ${input.id} and p.is_listed`);
    const row = result.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'catalog.productGone', undefined, 'PRODUCT_GONE');

    const locale = viewer.locale;
    const flashRow = row.flash;
    let flashSale: FlashSaleView | null = null;
    let flashSkuId: number | null = null;
    let flashOpen = false;
    if (flashRow) {
      const startsAt = new Date(flashRow.starts_at);
      const endsAt = new Date(flashRow.ends_at);
      const state = flashState(startsAt, endsAt, now);
      const retail = row.skus.find((sku) => sku.id === flashRow.sku_id)?.price_minor ?? 0;
      flashSale = this.toFlashView(
        { ...flashRow, starts_at: startsAt, ends_at: endsAt, name: row.name, cover: row.cover, retail_minor: retail },
        locale,
        now,
      );
      flashSkuId = flashRow.sku_id;
      flashOpen = state === 'grab' && flashRow.sold_count < flashRow.stock;
    }
    const skus = row.skus.map((sku) => {
      let price = sku.price_minor;
      let kind: ProductCard['priceKind'] = 'retail';
      if (flashOpen && flashRow && sku.id === flashSkuId) {
        price = flashRow.price_minor;
        kind = 'flash';
      } else if (viewer.level >= 2) {
        price = sku.member_price_minor;
        kind = 'member';
      }
      const specText = sku.spec_indexes
        .map((valueIndex, specIndex) => {
          const value = row.specs[specIndex]?.values[valueIndex];
          return value ? pickText(value, locale) : '';
        })
        .filter((text) => text !== '')
        .join(' / ');
      return {
        productGoodsId: sku.id,
        specIndexes: sku.spec_indexes,
        specText,
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
    const selected =
      skus.find((sku) => sku.productGoodsId === input.productGoodsId) ??
      (flashSkuId !== null ? skus.find((sku) => sku.productGoodsId === flashSkuId) : undefined) ??
      skus.find((sku) => sku.hasStock) ??
      skus[0];
    const stock = skus.reduce((sum, sku) => sum + sku.stock, 0);
    const sold = skus.reduce((sum, sku) => sum + sku.soldCount, 0);
    const retailMin = skus.length > 0 ? Math.min(...row.skus.map((sku) => sku.price_minor)) : 0;
    const memberMin = skus.length > 0 ? Math.min(...row.skus.map((sku) => sku.member_price_minor)) : 0;
    const shown = selected ?? null;
    return {
      id: row.id,
      productId: row.id,
      name: pickText(row.name, locale),
      subtitle: pickText(row.subtitle, locale),
      description: pickText(row.description, locale),
      image: row.cover?.s200 ?? emptyImage,
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
      rewardMp: row.reward_mp,
      flashSaleId: flashOpen && flashRow ? flashRow.id : null,
      isListed: row.is_listed,
      specs: row.specs.map((spec) => ({
        name: pickText(spec.name, locale),
        values: spec.values.map((value) => pickText(value, locale)),
      })),
      skus: skus.map(({ priceMinor: _priceMinor, ...sku }) => sku),
      selectedProductGoodsId: shown ? shown.productGoodsId : null,
      flashSale,
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
  async reviewSummary(productId: number): Promise<{ count: number; average: string }> {
    const result = await this.db.execute<{ count: number; average: string | null }>(sql`
      select count(*)::int as count, round(avg(rating), 1)::text as average
      from catalog_reviews where product_id = ${productId}`);
    const row = result.rows[0];
    return { count: row?.count ?? 0, average: row?.average ?? '0.0' };
  }

  /** A product's reviews, newest first. */
  async reviewPage(input: PageInput & { productId: number }) {
    const result = await this.db.execute<{
      id: number;
      rating: number;
      content: string;
      images: string[];
      created_at: Date | string;
      total: number;
    }>(sql`
      select id::int, rating::int, content, images, created_at, (count(*) over ())::int as total
      from catalog_reviews where product_id = ${input.productId}
      order by id desc limit ${input.pageSize} offset ${offsetOf(input)}`);
    const total = result.rows[0]?.total ?? (input.pageNum > 1 ? (await this.reviewSummary(input.productId)).count : 0);
    return pageOf(
      result.rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        content: row.content,
        images: row.images,
        createdAt: toDate(row.created_at).toISOString(),
      })),
      input,
      total,
    );
  }

  // ---- flash sales ---------------------------------------------------------------------------

  private toFlashView(row: FlashRow, locale: Locale, now: Date): FlashSaleView {
    return {
      flashSaleId: row.id,
      productId: row.product_id,
      productGoodsId: row.sku_id,
      name: pickText(row.name, locale),
      image: row.cover?.s200 ?? emptyImage,
      cover: row.cover,
      state: flashState(toDate(row.starts_at), toDate(row.ends_at), now),
      startsAt: toDate(row.starts_at).toISOString(),
      endsAt: toDate(row.ends_at).toISOString(),
      serverTime: now.toISOString(),
      flashPrice: formatMinor(row.price_minor),
      retailPrice: formatMinor(row.retail_minor),
      stock: row.stock,
      soldCount: row.sold_count,
      remaining: Math.max(0, row.stock - row.sold_count),
      perBuyerLimit: row.per_buyer_limit,
    };
  }

  /** Running and coming flash sales for the home strip. */
  async flashSaleCount() {
    const now = this.clock();
    const result = await this.db.execute<{
      grab: number;
      waiting: number;
      current_ends_at: Date | null;
      next_starts_at: Date | null;
    }>(sql`
      select count(*) filter (where f.starts_at <= ${this.nowParam()})::int as grab,
             count(*) filter (where f.starts_at > ${this.nowParam()})::int as waiting,
             min(f.ends_at) filter (where f.starts_at <= ${this.nowParam()}) as current_ends_at,
             min(f.starts_at) filter (where f.starts_at > ${this.nowParam()}) as next_starts_at
      from catalog_flash_sales f join catalog_products p on p.id = f.product_id
      where p.is_listed and f.ends_at > ${this.nowParam()}`);
    const row = result.rows[0];
    return {
      grab: row?.grab ?? 0,
      waiting: row?.waiting ?? 0,
      currentEndsAt: row?.current_ends_at ? new Date(row.current_ends_at).toISOString() : null,
      nextStartsAt: row?.next_starts_at ? new Date(row.next_starts_at).toISOString() : null,
      serverTime: now.toISOString(),
    };
  }

  /** Flash sales of listed products: running then coming, or one state. */
  async flashSalePage(locale: Locale, input: PageInput & { state?: FlashSaleView['state'] }) {
    const now = this.clock();
    const n = this.nowParam();
    let where: SQL;
    let order: SQL;
    switch (input.state) {
      case 'grab':
        where = sql`f.starts_at <= ${n} and f.ends_at > ${n}`;
        order = sql`f.ends_at, f.id`;
        break;
      case 'waiting':
        where = sql`f.starts_at > ${n}`;
        order = sql`f.starts_at, f.id`;
        break;
      case 'ended':
        where = sql`f.ends_at <= ${n}`;
        order = sql`f.ends_at desc, f.id desc`;
        break;
      default:
        where = sql`f.ends_at > ${n}`;
        order = sql`(f.starts_at <= ${n}) desc, f.starts_at, f.id`;
    }
    const result = await this.db.execute<FlashRow>(sql`
      select f.id, f.product_id, f.sku_id, f.starts_at, f.ends_at, f.price_minor, f.stock, f.sold_count,
             f.per_buyer_limit, p.name, p.images->0 as cover, k.price_minor as retail_minor,
             (count(*) over ())::int as total
      from catalog_flash_sales f
      join catalog_products p on p.id = f.product_id
      join catalog_skus k on k.id = f.sku_id
      where p.is_listed and ${where}
      order by ${order}
      limit ${input.pageSize} offset ${offsetOf(input)}`);
    let total = result.rows[0]?.total ?? 0;
    if (result.rows.length === 0 && input.pageNum > 1) {
      const counted = await this.db.execute<{ n: number }>(sql`
        select count(*)::int as n from catalog_flash_sales f join catalog_products p on p.id = f.product_id
        where p.is_listed and ${where}`);
      total = counted.rows[0]?.n ?? 0;
    }
    return pageOf(
      result.rows.map((row) => this.toFlashView(row, locale, now)),
      input,
      total,
    );
  }

  // ---- home and content ----------------------------------------------------------------------

  /** Banners and visible home modules, each with its products (cached briefly per language and price tier). */
  async homepage(viewer: Viewer, position: 'home' | 'integral' | 'lot' | 'vip') {
    const tier = viewer.level >= 2 ? 'member' : 'retail';
    return this.cached(`home:${position}:${viewer.locale}:${tier}`, CONTENT_TTL_MS, async () => {
      const banners = await this.banners(viewer.locale, position);
      const modules = await this.db.execute<{
        id: number;
        kind: 'products' | 'sets' | 'lot' | 'points-zone' | 'subsidy' | 'seckill' | 'brands' | 'link';
        title: LocalizedText;
        subtitle: LocalizedText | null;
        image: string | null;
        link_url: string | null;
        product_ids: number[];
      }>(sql`
        select id, kind, title, subtitle, image, link_url, product_ids from catalog_home_modules
        where is_visible order by sort, id`);
      const views = [];
      for (const module of modules.rows) {
        views.push({
          id: module.id,
          kind: module.kind,
          title: pickText(module.title, viewer.locale),
          subtitle: module.subtitle ? pickText(module.subtitle, viewer.locale) : '',
          image: module.image,
          linkUrl: module.link_url,
          products: await this.moduleProducts(viewer, module.kind, module.product_ids),
          brands: module.kind === 'brands' ? await this.recommendedBrands(viewer.locale) : [],
        });
      }
      return { banners, modules: views };
    });
  }

  private async moduleProducts(viewer: Viewer, kind: string, productIds: number[]): Promise<ProductCard[]> {
    if (productIds.length > 0) return this.cardsByIds(viewer, productIds.slice(0, MODULE_PRODUCTS));
    const byType: Record<string, string> = {
      sets: 'set',
      lot: 'lot',
      'points-zone': 'points-zone',
      subsidy: 'subsidy',
    };
    const where: SQL[] = [sql`p.is_listed`];
    if (byType[kind]) where.push(sql`p.type = ${byType[kind]}`);
    else if (kind === 'seckill') {
      where.push(
        sql`exists (select 1 from catalog_flash_sales f2 where f2.product_id = p.id and f2.ends_at > ${this.nowParam()})`,
      );
    } else if (kind !== 'products') return [];
    const rows = await this.cardRows(viewer, {
      where,
      order: this.orderBy('default', viewer),
      limit: MODULE_PRODUCTS,
      offset: 0,
    });
    return rows.map((row) => this.toCard(row, viewer));
  }

  private async banners(locale: Locale, position: string) {
    const result = await this.db.execute<{
      id: number;
      position: 'home' | 'integral' | 'lot' | 'vip';
      title: LocalizedText;
      image: string;
      link_url: string | null;
    }>(sql`
      select id, position, title, image, link_url from catalog_banners
      where is_visible and position = ${position} order by sort, id`);
    return result.rows.map((row) => ({
      id: row.id,
      position: row.position,
      title: pickText(row.title, locale),
      image: row.image,
      linkUrl: row.link_url,
    }));
  }

  /** One visible banner with its page content. */
  async banner(locale: Locale, id: number) {
    const result = await this.db.execute<{
      id: number;
      position: 'home' | 'integral' | 'lot' | 'vip';
      title: LocalizedText;
      image: string;
      link_url: string | null;
      content: LocalizedText | null;
    }>(sql`select id, position, title, image, link_url, content from catalog_banners where id = ${id} and is_visible`);
    const row = result.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'catalog.notFound');
    return {
      id: row.id,
      position: row.position,
      title: pickText(row.title, locale),
      image: row.image,
      linkUrl: row.link_url,
      content: row.content ? pickText(row.content, locale) : '',
    };
  }

  /** Visible image links of a position. */
  async imageLinks(locale: Locale, position: string) {
    const result = await this.db.execute<{ id: number; title: LocalizedText; image: string; link_url: string }>(sql`
      select id, title, image, link_url from catalog_image_links
      where is_visible and position = ${position} order by sort, id`);
    return result.rows.map((row) => ({
      id: row.id,
      title: pickText(row.title, locale),
      image: row.image,
      linkUrl: row.link_url,
    }));
  }

  /** Visible hot words of a kind. */
  async hotWords(locale: Locale, kind: 'product' | 'voucher') {
    const result = await this.db.execute<{ id: number; word: LocalizedText }>(sql`
      select id, word from catalog_hot_words where is_visible and kind = ${kind} order by sort, id`);
    return result.rows.map((row) => ({ id: row.id, word: pickText(row.word, locale) }));
  }

  /** The member's latest searches, newest first. */
  async searchHistory(memberId: number | null) {
    if (memberId === null) return [];
    const result = await this.db.execute<{ keyword: string; searched_at: Date | string }>(sql`
      select keyword, searched_at from catalog_search_history where member_id = ${memberId}
      order by searched_at desc, id desc limit ${SEARCH_HISTORY_KEEP}`);
    return result.rows.map((row) => ({ keyword: row.keyword, searchedAt: toDate(row.searched_at).toISOString() }));
  }

  /** Removes one keyword, or every keyword, from the member's history. */
  async removeSearchHistory(tx: Tx, memberId: number, keyword?: string): Promise<number> {
    const result =
      keyword && keyword !== ''
        ? await tx.execute(
            sql`delete from catalog_search_history where member_id = ${memberId} and keyword = ${keyword}`,
          )
        : await tx.execute(sql`delete from catalog_search_history where member_id = ${memberId}`);
    return result.rowCount ?? 0;
  }

  // ---- categories and brands -----------------------------------------------------------------

  /** Visible categories as a tree: grand categories with their subcategories. */
  async categoryTree(locale: Locale): Promise<CategoryNode[]> {
    return this.cached(`tree:${locale}`, CONTENT_TTL_MS, async () => {
      const result = await this.db.execute<{
        id: number;
        parent_id: number | null;
        name: LocalizedText;
        icon: string | null;
      }>(sql`select id, parent_id, name, icon from catalog_categories where is_visible order by sort, id`);
      const nodes = new Map<number, CategoryNode>();
      for (const row of result.rows) {
        nodes.set(row.id, { id: row.id, name: pickText(row.name, locale), icon: row.icon, children: [] });
      }
      const roots: CategoryNode[] = [];
      for (const row of result.rows) {
        const node = nodes.get(row.id)!;
        if (row.parent_id === null) roots.push(node);
        else nodes.get(row.parent_id)?.children.push(node);
      }
      return roots;
    });
  }

  /** Grand categories holding listed lot products. */
  async lotGrandCategories(locale: Locale) {
    const result = await this.db.execute<{ id: number; name: LocalizedText; icon: string | null; n: number }>(sql`
      select g.id, g.name, g.icon, count(p.id)::int as n
      from catalog_categories g
      join catalog_categories c on c.id = g.id or c.parent_id = g.id
      join catalog_products p on p.category_id = c.id and p.is_listed and p.type = 'lot'
      where g.parent_id is null and g.is_visible
      group by g.id order by g.sort, g.id`);
    return result.rows.map((row) => ({
      id: row.id,
      name: pickText(row.name, locale),
      icon: row.icon,
      productCount: row.n,
    }));
  }

  private async brandRows(where: SQL[], order: SQL, limit: number, offset: number) {
    const result = await this.db.execute<{
      id: number;
      name: LocalizedText;
      description: LocalizedText;
      logo: string | null;
      banner: string | null;
      brand_category_id: number | null;
      is_recommended: boolean;
      product_count: number;
      total: number;
    }>(sql`
      select b.id, b.name, b.description, b.logo, b.banner, b.brand_category_id, b.is_recommended,
             (select count(*) from catalog_products p where p.brand_id = b.id and p.is_listed)::int as product_count,
             (count(*) over ())::int as total
      from catalog_brands b
      where ${sql.join([sql`b.is_visible`, ...where], sql` and `)}
      order by ${order} limit ${limit} offset ${offset}`);
    return result.rows;
  }

  private toBrand(row: Awaited<ReturnType<CatalogService['brandRows']>>[number], locale: Locale) {
    return {
      id: row.id,
      name: pickText(row.name, locale),
      description: pickText(row.description, locale),
      logo: row.logo,
      banner: row.banner,
      brandCategoryId: row.brand_category_id,
      isRecommended: row.is_recommended,
      productCount: row.product_count,
    };
  }

  /** Recommended visible brands. */
  async recommendedBrands(locale: Locale) {
    const rows = await this.brandRows([sql`b.is_recommended`], sql`b.sort, b.id`, 50, 0);
    return rows.map((row) => this.toBrand(row, locale));
  }

  /** Visible brands, optionally of a brand category or matching a keyword in any language. */
  async brandPage(locale: Locale, input: PageInput & { cateId?: number; keyword?: string }) {
    const where: SQL[] = [];
    if (input.cateId) where.push(sql`b.brand_category_id = ${input.cateId}`);
    if (input.keyword && input.keyword.trim() !== '') {
      where.push(sql`lower(b.name::text) like ${likePattern(input.keyword.trim())}`);
    }
    const rows = await this.brandRows(where, sql`b.sort, b.id`, input.pageSize, offsetOf(input));
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && input.pageNum > 1) {
      const counted = await this.db.execute<{ n: number }>(
        sql`select count(*)::int as n from catalog_brands b where ${sql.join([sql`b.is_visible`, ...where], sql` and `)}`,
      );
      total = counted.rows[0]?.n ?? 0;
    }
    return pageOf(
      rows.map((row) => this.toBrand(row, locale)),
      input,
      total,
    );
  }

  /** One visible brand. */
  async brand(locale: Locale, id: number) {
    const [row] = await this.brandRows([sql`b.id = ${id}`], sql`b.id`, 1, 0);
    if (!row) throw new AppError('NOT_FOUND', 'catalog.notFound');
    return this.toBrand(row, locale);
  }

  /** Brand categories with how many visible brands each has. */
  async brandCategoryPage(locale: Locale, input: PageInput) {
    const result = await this.db.execute<{ id: number; name: LocalizedText; n: number; total: number }>(sql`
      select bc.id, bc.name,
             (select count(*) from catalog_brands b where b.brand_category_id = bc.id and b.is_visible)::int as n,
             (count(*) over ())::int as total
      from catalog_brand_categories bc order by bc.sort, bc.id
      limit ${input.pageSize} offset ${offsetOf(input)}`);
    let total = result.rows[0]?.total ?? 0;
    if (result.rows.length === 0 && input.pageNum > 1) {
      const counted = await this.db.execute<{ n: number }>(
        sql`select count(*)::int as n from catalog_brand_categories`,
      );
      total = counted.rows[0]?.n ?? 0;
    }
    return pageOf(
      result.rows.map((row) => ({ id: row.id, name: pickText(row.name, locale), brandCount: row.n })),
      input,
      total,
    );
  }

  // ---- favourites ----------------------------------------------------------------------------

  /** Favourites a listed product; again is a no-op. */
  async addFavorite(tx: Tx, memberId: number, productId: number): Promise<void> {
    const found = await tx.execute(sql`select 1 from catalog_products where id = ${productId} and is_listed`);
    if (found.rows.length === 0) throw new AppError('NOT_FOUND', 'catalog.productGone', undefined, 'PRODUCT_GONE');
    await tx.execute(sql`
      insert into catalog_favorites (member_id, product_id, created_at)
      values (${memberId}, ${productId}, ${this.nowParam()})
      on conflict do nothing`);
    this.recommendations.delete(memberId);
  }

  /** Removes a product from the member's favourites; absent is a no-op. */
  async removeFavorite(tx: Tx, memberId: number, productId: number): Promise<void> {
    await tx.execute(sql`delete from catalog_favorites where member_id = ${memberId} and product_id = ${productId}`);
    this.recommendations.delete(memberId);
  }

  /** The member's favourites, newest first, listed or not. */
  async favoritePage(viewer: Viewer & { memberId: number }, input: PageInput) {
    const join = sql`join catalog_favorites fav on fav.product_id = p.id and fav.member_id = ${viewer.memberId}`;
    const rows = await this.cardRows(viewer, {
      where: [],
      join,
      extra: sql`, fav.created_at as favorited_at`,
      order: sql`fav.created_at desc, p.id desc`,
      limit: input.pageSize,
      offset: offsetOf(input),
    });
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && input.pageNum > 1) {
      const counted = await this.db.execute<{ n: number }>(
        sql`select count(*)::int as n from catalog_favorites where member_id = ${viewer.memberId}`,
      );
      total = counted.rows[0]?.n ?? 0;
    }
    return pageOf(
      rows.map((row) => ({ ...this.toCard(row, viewer), favoritedAt: toDate(row.favorited_at!).toISOString() })),
      input,
      total,
    );
  }

  // ---- stock for checkout --------------------------------------------------------------------

  /**
   * Takes `qty` of a SKU's stock in one conditional UPDATE, so stock never goes below zero under
   * any concurrency; throws CONFLICT 'insufficient stock' when there is not enough.
   */
  async takeStock(tx: Tx, productGoodsId: number, qty: number): Promise<{ stock: number; soldCount: number }> {
    if (!Number.isInteger(qty) || qty <= 0) throw new Error(`takeStock: qty must be a positive integer, got ${qty}`);
    const result = await tx.execute<{ stock: number; sold_count: number }>(sql`
      update catalog_skus set stock = stock - ${qty}, sold_count = sold_count + ${qty}
      where id = ${productGoodsId} and is_active and stock >= ${qty}
      returning stock, sold_count`);
    const row = result.rows[0];
    if (!row) throw new AppError('CONFLICT', 'catalog.insufficientStock', undefined, 'INSUFFICIENT_STOCK');
    return { stock: row.stock, soldCount: row.sold_count };
  }

  /** Puts stock back (a cancelled or closed order). */
  async returnStock(tx: Tx, productGoodsId: number, qty: number): Promise<void> {
    if (!Number.isInteger(qty) || qty <= 0) throw new Error(`returnStock: qty must be a positive integer, got ${qty}`);
    const result = await tx.execute(sql`
      update catalog_skus set stock = stock + ${qty}, sold_count = greatest(sold_count - ${qty}, 0)
      where id = ${productGoodsId}`);
    if (result.rowCount !== 1) throw new Error(`returnStock: no SKU ${productGoodsId}`);
  }
}
