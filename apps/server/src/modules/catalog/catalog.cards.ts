// Product cards: the one statement every product list is built on (SKU totals, the running
// flash sale and the window total), and its one row mapper.
import { sql, type SQL } from 'drizzle-orm';
import {
  formatMinor,
  type LocalizedText,
  type Page,
  pickText,
  type ProductCard,
  type productSorts,
} from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { executeNamed } from '../../db/named.ts';
import type { ImageSet } from './catalog.schema.ts';
import { offsetOf, pageOf, type CatalogContext, type PageInput, type Viewer } from './catalog.context.ts';
import { soldText } from './catalog.money.ts';

export type ProductSort = (typeof productSorts)[number];

export type CardRow = {
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

interface CardQuery {
  where: SQL[];
  order: SQL;
  limit: number;
  offset: number;
  join?: SQL;
  extra?: SQL;
}

function whereOf(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/** A product's active SKU totals (`s`) and its cheapest running flash sale with stock left (`fs`). */
function pricedJoins(now: SQL): SQL {
  return sql`
    cross join lateral (
      select min(k.price_minor)::int as min_price, min(k.member_price_minor)::int as min_member_price,
             coalesce(sum(k.stock), 0)::int as stock, coalesce(sum(k.sold_count), 0)::int as sold
      from catalog_skus k where k.product_id = p.id and k.is_active
    ) s
    left join lateral (
      select f.id, f.price_minor from catalog_flash_sales f
      where f.product_id = p.id and f.starts_at <= ${now} and f.ends_at > ${now} and f.sold_count < f.stock
      order by f.price_minor, f.id limit 1
    ) fs on true`;
}

/** Reads product cards for a viewer; every shopper list goes through here. */
export class ProductCards {
  private readonly context: CatalogContext;

  constructor(context: CatalogContext) {
    this.context = context;
  }

  /** The price a viewer sees for a product row, in SQL, for sorting and filtering. */
  shownPrice(viewer: Viewer): SQL {
    return viewer.level >= 2
      ? sql`coalesce(fs.price_minor, s.min_member_price, 0)`
      : sql`coalesce(fs.price_minor, s.min_price, 0)`;
  }

  /** The SQL order of a shopper's sort choice. */
  orderBy(sort: ProductSort, viewer: Viewer): SQL {
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

  /** Products whose category is `categoryId` or one of its subcategories. */
  inCategoryTree(categoryId: number): SQL {
    return sql`p.category_id in (select c.id from catalog_categories c where c.id = ${categoryId} or c.parent_id = ${categoryId})`;
  }

  /** One statement: the page of card rows with the total in a window count. */
  async rows(db: DbOrTx, options: CardQuery): Promise<CardRow[]> {
    return executeNamed<CardRow>(
      db,
      'product_cards',
      sql`
      select p.id, p.name, p.subtitle, p.images->0 as cover, p.type, p.grants_level, p.payment_method,
             p.brand_id, p.category_id, p.contributable_points, p.reward_mp, p.is_listed,
             s.min_price, s.min_member_price, s.stock, s.sold,
             fs.id as flash_id, fs.price_minor as flash_price,
             (count(*) over ())::int as total
             ${options.extra ?? sql``}
      from catalog_products p
      ${options.join ?? sql``}
      ${pricedJoins(this.context.nowParam())}
      where ${whereOf(options.where)}
      order by ${options.order}
      limit ${options.limit} offset ${options.offset}`,
    );
  }

  private async count(db: DbOrTx, where: SQL[]): Promise<number> {
    const result = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from catalog_products p
      ${pricedJoins(this.context.nowParam())}
      where ${whereOf(where)}`);
    return result.rows[0]?.n ?? 0;
  }

  /** Every listed product matching `where`, id and names only, in the order given (for ranking in code). */
  async matches(db: DbOrTx, where: SQL[], order: SQL): Promise<{ id: number; name: LocalizedText }[]> {
    const result = await db.execute<{ id: number; name: LocalizedText }>(sql`
      select p.id, p.name from catalog_products p
      ${pricedJoins(this.context.nowParam())}
      where ${whereOf([sql`p.is_listed`, ...where])}
      order by ${order}`);
    return result.rows;
  }

  /** Maps a card row to what the viewer sees: flash price first, then the member price from level 2. */
  toCard(row: CardRow, viewer: Viewer): ProductCard {
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
      image: row.cover?.s200 ?? '',
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

  /** A page of listed product cards matching `where`. */
  async page(
    db: DbOrTx,
    viewer: Viewer,
    input: PageInput & { sort?: ProductSort },
    where: SQL[],
  ): Promise<Page<ProductCard>> {
    const conditions = [sql`p.is_listed`, ...where];
    const rows = await this.rows(db, {
      where: conditions,
      order: this.orderBy(input.sort ?? 'default', viewer),
      limit: input.pageSize,
      offset: offsetOf(input),
    });
    // Past the last page the window count is gone with the rows: ask for it separately.
    const total = rows[0]?.total ?? (input.pageNum > 1 ? await this.count(db, conditions) : 0);
    return pageOf(
      rows.map((row) => this.toCard(row, viewer)),
      input,
      total,
    );
  }

  /** Cards of listed products in the order of `ids`. */
  async byIds(db: DbOrTx, viewer: Viewer, ids: number[]): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    // One array parameter, not one per id: the statement's text stays the same for every page size.
    const list = sql`${sql.param(ids)}::int[]`;
    const rows = await this.rows(db, {
      where: [sql`p.is_listed`, sql`p.id = any(${list})`],
      order: sql`array_position(${list}, p.id)`,
      limit: ids.length,
      offset: 0,
    });
    return rows.map((row) => this.toCard(row, viewer));
  }
}
