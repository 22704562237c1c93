// Product cards: the one statement that reads a chosen page of products (the totals kept on the
// product row and the running flash sale), its row mapper, and the paging every list shares.
import { sql, type SQL } from 'drizzle-orm';
import { formatMinor, type LocalizedText, type Page, pickText, type ProductCard } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { executeNamed } from '../../db/named.ts';
import type { ImageSet } from './catalog.schema.ts';
import { offsetOf, type CatalogContext, type PageInput, type Viewer } from './catalog.context.ts';
import { ListQuery, runningFlash, type ListFilter, type ProductSort } from './catalog.list-query.ts';
import { soldText } from './catalog.money.ts';

export type { ProductSort } from './catalog.list-query.ts';

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
  min_price: number;
  min_member_price: number;
  stock: number;
  sold: number;
  flash_id: number | null;
  flash_price: number | null;
};

/** Reads product cards for a viewer; every shopper list goes through here. */
export class ProductCards {
  private readonly context: CatalogContext;

  constructor(context: CatalogContext) {
    this.context = context;
  }

  /** The statements of one list for this viewer now. */
  query(filter: ListFilter, sort: ProductSort, viewer: Viewer): ListQuery {
    return new ListQuery(filter, sort, viewer, this.context.nowParam());
  }

  /** A page of listed product cards: one more id than the page tells whether another page follows. */
  async page(
    db: DbOrTx,
    viewer: Viewer,
    input: PageInput & { sort?: ProductSort },
    filter: ListFilter,
  ): Promise<Page<ProductCard>> {
    const list = this.query(filter, input.sort ?? 'default', viewer);
    const ids = await list.ids(db, offsetOf(input), input.pageSize + 1);
    return pageFromIds(
      db,
      input,
      ids,
      (pageIds) => this.byIds(db, viewer, pageIds),
      () => list.count(db),
    );
  }

  /** Names of products by id, for ranking search hits in code. */
  async names(db: DbOrTx, ids: number[]): Promise<Map<number, LocalizedText>> {
    if (ids.length === 0) return new Map();
    const result = await db.execute<{ id: number; name: LocalizedText }>(
      sql`select p.id, p.name from catalog_products p where p.id = any(${idArray(ids)})`,
    );
    return new Map(result.rows.map((row) => [row.id, row.name]));
  }

  /** Cards of products in the order of `ids` (listed ones only unless `unlisted`): one statement. */
  async byIds(db: DbOrTx, viewer: Viewer, ids: number[], options: { unlisted?: boolean } = {}): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    const rows = await executeNamed<CardRow>(
      db,
      'product_cards',
      sql`
      select p.id, p.name, p.subtitle, p.images->0 as cover, p.type, p.grants_level, p.payment_method,
             p.brand_id, p.category_id, p.contributable_points, p.reward_mp, p.is_listed,
             p.min_price, p.min_member_price, p.stock_total as stock, p.sold_total as sold,
             fs.id as flash_id, fs.price_minor as flash_price
      from unnest(${idArray(ids)}) with ordinality as o(id, n)
      join catalog_products p on p.id = o.id
      left join lateral (${runningFlash(sql`p.id`, this.context.nowParam())}) fs on true
      ${options.unlisted ? sql`` : sql`where p.is_listed`}
      order by o.n`,
    );
    return rows.map((row) => this.toCard(row, viewer));
  }

  /** Maps a card row to what the viewer sees: flash price first, then the member price from level 2. */
  toCard(row: CardRow, viewer: Viewer): ProductCard {
    const retail = row.min_price;
    const member = row.min_member_price;
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
}

/** An `int[]` parameter. */
export function idArray(ids: number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/**
 * Turns one id too many into `hasMore` and a total: exact once the end is in sight, else the
 * bounded count (never less than what the pages so far have shown).
 */
export async function pageFromIds<T>(
  db: DbOrTx,
  input: PageInput,
  ids: number[],
  load: (ids: number[]) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const hasMore = ids.length > input.pageSize;
  const pageIds = ids.slice(0, input.pageSize);
  const seen = offsetOf(input) + pageIds.length;
  const endInSight = !hasMore && (pageIds.length > 0 || input.pageNum === 1);
  let total = seen;
  if (hasMore) total = Math.max(await count(), seen + 1);
  else if (!endInSight) total = await count();
  return { list: await load(pageIds), pageNum: input.pageNum, pageSize: input.pageSize, total, hasMore };
}
