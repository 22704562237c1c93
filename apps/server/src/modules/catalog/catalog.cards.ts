// Product cards: the one statement that reads a chosen page of products (the totals kept on the
// product row and the running flash sale), its row mapper, and the paging every list shares.
import { sql, type SQL } from 'drizzle-orm';
import { formatMinor, type LocalizedText, type Page, pickText, type ProductCard } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { compiledStatement, executeCompiled } from '../../db/named.ts';
import { Cache } from '../../lib/cache.ts';
import type { ImageSet } from './catalog.schema.ts';
import { offsetOf, type CatalogContext, type PageInput, type Viewer } from './catalog.context.ts';
import {
  ListQuery,
  NOW,
  runningFlash,
  type ListFilter,
  type ListPosition,
  type ProductSort,
} from './catalog.list-query.ts';
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
  points_price: number;
  points_cash_minor: number;
  reward_mp: number;
  is_listed: boolean;
  min_price: number;
  min_member_price: number;
  stock: number;
  sold: number;
  flash_id: number | null;
  flash_price: number | null;
};

/** How long the end of a page is remembered for the page after it. */
const POSITION_TTL_MS = 10 * 60_000;
const PAGE_SIZE = sql.placeholder('pageSize');
const PAGE_OFFSET = sql.placeholder('pageOffset');

/** Reads product cards for a viewer; every shopper list goes through here. */
export class ProductCards {
  private readonly context: CatalogContext;
  /**
   * Where each page read in this process ended, by list and offset: the next page of that list
   * walks on from there (keyset) instead of skipping its offset. Any other page, a jump or one read
   * by another process, skips its offset as before.
   */
  private readonly positions = new Cache<ListPosition>({ ttlMs: POSITION_TTL_MS, maxEntries: 10_000 });

  constructor(context: CatalogContext) {
    this.context = context;
  }

  /** The statements of one list for this viewer now. */
  query(filter: ListFilter, sort: ProductSort, viewer: Viewer): ListQuery {
    return new ListQuery(filter, sort, viewer, this.context.nowText());
  }

  /**
   * A page of listed product cards in one statement: the ids of the page (one more tells whether
   * another page follows), their cards, and the bounded total when the page cannot tell it.
   */
  async page(
    db: DbOrTx,
    viewer: Viewer,
    input: PageInput & { sort?: ProductSort },
    filter: ListFilter,
  ): Promise<Page<ProductCard>> {
    const list = this.query(filter, input.sort ?? 'default', viewer);
    const offset = offsetOf(input);
    const identity = list.identity();
    const after = offset > 0 ? this.positions.peek(`${identity}@${offset}`) : undefined;
    const statement = compiledStatement('product_page', `${list.shape}|${after ? 'after' : 'offset'}`, () =>
      this.pageStatement(list, after !== undefined),
    );
    const [row] = await executeCompiled<{
      cards: CardRow[];
      found: number;
      total: number | null;
      last_id: number | null;
      last_k: string | null;
    }>(
      db,
      statement,
      { ...list.values(offset, input.pageSize + 1, after), pageSize: input.pageSize, pageOffset: offset },
      // A keyword's hits depend on the word (a trigram index or the list's); any other list walks its index.
      { planOnce: !list.estimatesTotal },
    );
    const { cards, found, total: counted, last_id: lastId, last_k: lastK } = row!;
    if (found > input.pageSize && lastId !== null && lastK !== null) {
      this.positions.set(`${identity}@${offset + input.pageSize}`, { k: lastK, id: lastId });
    }
    return {
      list: cards.map((card) => this.toCard(card, viewer)),
      pageNum: input.pageNum,
      pageSize: input.pageSize,
      ...(await totalOf(input, found, async () => counted ?? list.count(db))),
    };
  }

  /** The statement of `page` for a list shape (placeholders `pageSize` and `pageOffset` beside the list's). */
  private pageStatement(list: ListQuery, after: boolean): SQL {
    const total = list.estimatesTotal
      ? sql`null::int`
      : sql`case when cardinality(page.ids) > ${PAGE_SIZE}::int or (cardinality(page.ids) = 0 and ${PAGE_OFFSET}::int > 0)
             then (${list.boundedCountStatement()}) end`;
    // Materialised: an inlined CTE would walk the list once for each mention of `page.ids`.
    return sql`
      with walked as materialized (select s.id, s.k::text as k from (${list.idsStatement(after)}) s),
      page as materialized (select array(select id from walked) as ids, array(select k from walked) as ks)
      select coalesce(${this.cardsColumn(sql`page.ids[1:${PAGE_SIZE}::int]`)}, '[]'::json) as cards,
             cardinality(page.ids) as found,
             ${total} as total,
             page.ids[${PAGE_SIZE}::int] as last_id,
             page.ks[${PAGE_SIZE}::int] as last_k
      from page`;
  }

  /**
   * A JSON column of the cards of `ids` (an `int[]` expression) in its order, listed ones only
   * unless `listedOnly` is false; null for none. One value is cheaper to read than a row of 21
   * columns per card: a ranked search page costs about a tenth less CPU (docs/architecture.md, "A
   * ranked page's cards as one value"). For compiled statements: it reads the flash sales at the
   * placeholder `now` (`ListQuery.values`).
   */
  cardsColumn(ids: SQL, listedOnly = true): SQL {
    return sql`(select json_agg(c order by c.n) from (${cardsOf(ids, NOW, listedOnly)}) c)`;
  }

  /** Cards of products in the order of `ids` (listed ones only unless `unlisted`): one statement. */
  async byIds(db: DbOrTx, viewer: Viewer, ids: number[], options: { unlisted?: boolean } = {}): Promise<ProductCard[]> {
    if (ids.length === 0) return [];
    const listedOnly = !options.unlisted;
    const statement = compiledStatement(
      'product_cards',
      String(listedOnly),
      () => sql`select ${this.cardsColumn(sql`${sql.placeholder('ids')}::int[]`, listedOnly)} as cards`,
    );
    const values = { ids: intArrayText(ids), now: this.context.nowText() };
    const [row] = await executeCompiled<{ cards: CardRow[] | null }>(db, statement, values, { planOnce: true });
    return (row?.cards ?? []).map((card) => this.toCard(card, viewer));
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
      ...pointsPriceOf(row),
      rewardMp: row.reward_mp,
      flashSaleId: row.flash_id,
      isListed: row.is_listed,
    };
  }
}

/** A points-zone product's points price as the wire shows it (0 and "0.00": none). */
export function pointsPriceOf(row: Pick<CardRow, 'type' | 'points_price' | 'points_cash_minor'>) {
  const zone = row.type === 'points-zone';
  return {
    pointsPrice: zone ? row.points_price : 0,
    pointsCash: formatMinor(zone ? row.points_cash_minor : 0),
  };
}

/** PostgreSQL's text for an `int[]` value, as a parameter's value (`$1::int[]`). */
export function intArrayText(ids: readonly number[]): string {
  return `{${ids.join(',')}}`;
}

/** An `int[]` parameter. */
export function idArray(ids: number[]): SQL {
  return sql`${intArrayText(ids)}::int[]`;
}

/**
 * The cards of the products `ids` (an `int[]` expression) in its order (column `n`), with the
 * running flash sale of each.
 */
function cardsOf(ids: SQL, now: SQL, listedOnly: boolean): SQL {
  return sql`
    select p.id, p.name, p.subtitle, p.images->0 as cover, p.type, p.grants_level, p.payment_method,
           p.brand_id, p.category_id, p.contributable_points, p.points_price, p.points_cash_minor, p.reward_mp, p.is_listed,
           p.min_price, p.min_member_price, p.stock_total as stock, p.sold_total as sold,
           fs.id as flash_id, fs.price_minor as flash_price, o.n
    from unnest(${ids}) with ordinality as o(id, n)
    join catalog_products p on p.id = o.id
    left join lateral (${runningFlash(sql`p.id`, now)}) fs on true
    ${listedOnly ? sql`where p.is_listed` : sql``}
    order by o.n`;
}

/**
 * Turns one id too many (`found` ids were read for the page) into `hasMore` and a total: exact
 * once the end is in sight, else the bounded count (never less than what the pages so far have shown).
 */
async function totalOf(
  input: PageInput,
  found: number,
  count: () => Promise<number>,
): Promise<{ total: number; hasMore: boolean }> {
  const hasMore = found > input.pageSize;
  const seen = offsetOf(input) + Math.min(found, input.pageSize);
  const endInSight = !hasMore && (found > 0 || input.pageNum === 1);
  let total = seen;
  if (hasMore) total = Math.max(await count(), seen + 1);
  else if (!endInSight) total = await count();
  return { total, hasMore };
}

/** A page of the products `ids` (one more than the page tells whether another page follows). */
export async function pageFromIds<T>(
  input: PageInput,
  ids: number[],
  load: (ids: number[]) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const { total, hasMore } = await totalOf(input, ids.length, count);
  return {
    list: await load(ids.slice(0, input.pageSize)),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    total,
    hasMore,
  };
}
