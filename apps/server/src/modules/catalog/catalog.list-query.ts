// The order of a product list, built so its cost grows with the page asked for, not with how many
// products match: each list walks one of the list indexes (catalog.schema.ts `listIndexes`) in
// sort order over narrow rows and stops after the page; prices, stock and the flash state of the
// chosen rows are read afterwards (catalog.cards.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { productSorts } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { compiledStatement, executeCompiled } from '../../db/named.ts';
import type { Viewer } from './catalog.context.ts';

export type ProductSort = (typeof productSorts)[number];

/** The instant a list is read at, filled in on each call (`ListQuery.values`). */
export const NOW = sql`${sql.placeholder('now')}::timestamptz`;
const CATEGORY = sql.placeholder('categoryId');
const MIN_PRICE = sql.placeholder('minPrice');
const MAX_PRICE = sql.placeholder('maxPrice');
const SKIP = sql`${sql.placeholder('skip')}`;
const LIMIT = sql`${sql.placeholder('limit')}`;
/** What one category's walk reads when pages are merged: the skipped rows and the page. */
const WALK_LIMIT = sql`${sql.placeholder('walkLimit')}`;
const AFTER_K = sql.placeholder('afterK');
const AFTER_ID = sql.placeholder('afterId');

/**
 * What narrows a list. Its statements are built once per shape and kept (`compiledStatement`), so a
 * condition in `where` is known by its identity: make each one once, a module constant naming its
 * values with `sql.placeholder`, and give the values in `values`. A condition made afresh on each
 * call is still read correctly, only built again every time.
 */
export interface ListFilter {
  /** Conditions that may only name the product row `p`. */
  where: SQL[];
  /** The values of the placeholders in `where`. */
  values?: Record<string, unknown>;
  /** The category and its subcategories: the list walks each one's index and merges them. */
  categoryId?: number;
  inStock?: boolean;
  /** Bounds of the price the viewer sees (flash price while one runs), in minor units. */
  minPrice?: number;
  maxPrice?: number;
  /** Keyword searches report the planner's estimate past the first page of hits (see `estimatedCount`). */
  estimateTotal?: boolean;
}

/**
 * Where a page ended in list order: its last product's sort value (as PostgreSQL prints it, so it
 * reads back exactly) and id. The next page starts right after it instead of skipping an offset.
 */
export interface ListPosition {
  k: string;
  id: number;
}

/** A total past this is reported as this: a count never reads more rows than that. */
export const TOTAL_CAP = 1000;

interface SortPlan {
  key: SQL;
  descending: boolean;
  /** Price sorts: a running flash sale's price replaces the catalogue price. */
  byPrice: boolean;
}

function tierPrice(viewer: Viewer): SQL {
  return viewer.level >= 2 ? sql`p.min_member_price` : sql`p.min_price`;
}

function planOf(sort: ProductSort, viewer: Viewer): SortPlan {
  switch (sort) {
    case 'priceAsc':
      return { key: tierPrice(viewer), descending: false, byPrice: true };
    case 'priceDesc':
      return { key: tierPrice(viewer), descending: true, byPrice: true };
    case 'sales':
      return { key: sql`p.sold_total`, descending: true, byPrice: false };
    case 'newest':
      return { key: sql`p.created_at`, descending: true, byPrice: false };
    default:
      return { key: sql`p.sort`, descending: true, byPrice: false };
  }
}

/** The cheapest running flash sale of `product` with stock left (id and price). */
export function runningFlash(product: SQL, now: SQL): SQL {
  return sql`
    select f.id, f.price_minor from catalog_flash_sales f
    where f.product_id = ${product} and f.starts_at <= ${now} and f.ends_at > ${now} and f.sold_count < f.stock
    order by f.price_minor, f.id limit 1`;
}

const CATEGORY_IDS = sql`array(select c.id from catalog_categories c where c.id = ${CATEGORY} or c.parent_id = ${CATEGORY})`;

function and(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` and `);
}

function between(value: SQL, filter: ListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.minPrice !== undefined) conditions.push(sql`${value} >= ${MIN_PRICE}`);
  if (filter.maxPrice !== undefined) conditions.push(sql`${value} <= ${MAX_PRICE}`);
  return conditions;
}

/** Each `where` condition's number, the part of a list's shape that names it. */
const conditionNumbers = new WeakMap<SQL, number>();
let conditionsSeen = 0;
function conditionNumber(condition: SQL): number {
  let n = conditionNumbers.get(condition);
  if (n === undefined) {
    n = ++conditionsSeen;
    conditionNumbers.set(condition, n);
  }
  return n;
}

/**
 * The statements of one list shape (its filter's conditions, sort and the viewer's price tier),
 * with the values of one call at one instant.
 */
export class ListQuery {
  private readonly filter: ListFilter;
  private readonly viewer: Viewer;
  /** The instant the list is read at, as an ISO timestamp. */
  private readonly now: string;
  private readonly plan: SortPlan;
  /** What every statement of this list is built from, values aside: the key of its compiled statements. */
  readonly shape: string;

  constructor(filter: ListFilter, sort: ProductSort, viewer: Viewer, now: string) {
    this.filter = filter;
    this.viewer = viewer;
    this.now = now;
    this.plan = planOf(sort, viewer);
    const flags = [
      filter.categoryId !== undefined,
      filter.inStock === true,
      filter.minPrice !== undefined,
      filter.maxPrice !== undefined,
      filter.estimateTotal === true,
    ];
    const conditions = filter.where.map(conditionNumber).join('.');
    this.shape = `${conditions}|${flags.map(Number).join('')}|${sort}|${viewer.level >= 2 ? 'member' : 'retail'}`;
  }

  /** Conditions on `p` every branch shares. */
  private common(): SQL[] {
    const conditions = [sql`p.is_listed`, ...this.filter.where];
    if (this.filter.inStock) conditions.push(sql`p.stock_total > 0`);
    return conditions;
  }

  /** The price the viewer sees, for a price filter outside the price sorts (a flash price wins). */
  private shownPrice(): SQL {
    return sql`coalesce((select r.price_minor from (${runningFlash(sql`p.id`, NOW)}) r), ${tierPrice(this.viewer)})`;
  }

  /** The list's order (`desc` or `asc`), for every key it sorts by. */
  private get direction(): SQL {
    return this.plan.descending ? sql`desc` : sql`asc`;
  }

  /** `(k, p.id)` past the previous page's end in list order: nothing when the page skips an offset. */
  private past(k: SQL, after: boolean): SQL[] {
    if (!after) return [];
    const beyond = this.plan.descending ? sql`<` : sql`>`;
    return [sql`(${k}, p.id) ${beyond} (${AFTER_K}, ${AFTER_ID}::int)`];
  }

  /** Products at their catalogue price, in sort order, from one index walk (per category). */
  private walk(limit: SQL, offset: SQL, after: boolean): SQL {
    const conditions = [...this.common(), ...this.past(this.plan.key, after)];
    if (this.plan.byPrice) {
      conditions.push(sql`not exists (${runningFlash(sql`p.id`, NOW)})`, ...between(this.plan.key, this.filter));
    } else {
      conditions.push(...between(this.shownPrice(), this.filter));
    }
    const { key } = this.plan;
    const direction = this.direction;
    const branch = (scope: SQL[]) => sql`
      select p.id, ${key} as k from catalog_products p
      where ${and([...conditions, ...scope])}
      order by ${key} ${direction}, p.id ${direction} limit ${limit} offset ${offset}`;
    if (this.filter.categoryId === undefined) return branch([]);
    return sql`
      select x.id, x.k from unnest(${CATEGORY_IDS}) as c(id)
      cross join lateral (${branch([sql`p.category_id = c.id`])}) x`;
  }

  /** Products in a running flash sale (few), ranked by the flash price. */
  private flashing(after: boolean): SQL {
    const conditions = [
      ...this.common(),
      ...between(sql`fs.price_minor`, this.filter),
      ...this.past(sql`fs.price_minor`, after),
    ];
    if (this.filter.categoryId !== undefined) conditions.push(sql`p.category_id = any(${CATEGORY_IDS})`);
    return sql`
      select p.id, fs.price_minor as k
      from (select distinct f.product_id from catalog_flash_sales f
            where f.starts_at <= ${NOW} and f.ends_at > ${NOW} and f.sold_count < f.stock) r
      join catalog_products p on p.id = r.product_id
      cross join lateral (${runningFlash(sql`p.id`, NOW)}) fs
      where ${and(conditions)}`;
  }

  /**
   * The statement answering `limit` ids in list order (columns `id` and the sort value `k`): right
   * after the previous page's end when `after`, else from `skip` (placeholders, see `values`).
   */
  idsStatement(after: boolean): SQL {
    const single = !this.plan.byPrice && this.filter.categoryId === undefined;
    return single
      ? this.walk(LIMIT, SKIP, after)
      : sql`
        select u.id, u.k from (
          (${this.walk(WALK_LIMIT, sql`0`, after)})
          ${this.plan.byPrice ? sql`union all (${this.flashing(after)})` : sql``}
        ) u
        order by u.k ${this.direction}, u.id ${this.direction}
        limit ${LIMIT} offset ${SKIP}`;
  }

  /** The values of every placeholder of this list's statements, for `limit` ids at `offset` or after `after`. */
  values(offset = 0, limit = 0, after?: ListPosition): Record<string, unknown> {
    const skip = after ? 0 : offset;
    const { categoryId, minPrice, maxPrice } = this.filter;
    return {
      ...this.filter.values,
      now: this.now,
      categoryId,
      minPrice,
      maxPrice,
      skip,
      limit,
      walkLimit: skip + limit,
      afterK: after?.k,
      afterId: after?.id,
    };
  }

  /** What makes two pages parts of one list: its shape and its filter's values. */
  identity(): string {
    const { values, categoryId, minPrice, maxPrice } = this.filter;
    return `${this.shape}|${JSON.stringify([values, categoryId, minPrice, maxPrice])}`;
  }

  /** The ids at `offset`, `limit` of them, in list order. */
  async ids(db: DbOrTx, offset: number, limit: number): Promise<number[]> {
    const statement = compiledStatement('list_ids', this.shape, () => this.idsStatement(false));
    const rows = await executeCompiled<{ id: number }>(db, statement, this.values(offset, limit), { unnamed: true });
    return rows.map((row) => row.id);
  }

  private countConditions(): SQL[] {
    const conditions = [...this.common(), ...between(this.shownPrice(), this.filter)];
    if (this.filter.categoryId !== undefined) conditions.push(sql`p.category_id = any(${CATEGORY_IDS})`);
    return conditions;
  }

  /** The statement counting the matches, reading no further than `TOTAL_CAP` rows. */
  boundedCountStatement(): SQL {
    return sql`
      select count(*)::int as n from (
        select 1 from catalog_products p where ${and(this.countConditions())} limit ${TOTAL_CAP}
      ) x`;
  }

  /** How many products match, read no further than `TOTAL_CAP` rows. */
  async boundedCount(db: DbOrTx): Promise<number> {
    const statement = compiledStatement('list_count', this.shape, () => this.boundedCountStatement());
    const [row] = await executeCompiled<{ n: number }>(db, statement, this.values(), { unnamed: true });
    return row?.n ?? 0;
  }

  /**
   * For keyword searches: the exact bounded count while the planner expects at most `TOTAL_CAP`
   * hits, else its estimate. Counting many hits through the text index reads one heap page per
   * hit, more than the page itself costs; the screen shows the figure as "N results" only.
   */
  async estimatedCount(db: DbOrTx): Promise<number> {
    const statement = compiledStatement(
      'list_estimate',
      this.shape,
      () => sql`explain (format json) select 1 from catalog_products p where ${and(this.countConditions())}`,
    );
    const [row] = await executeCompiled<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      db,
      statement,
      this.values(),
      { unnamed: true },
    );
    const estimate = Math.round(row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
    return estimate > TOTAL_CAP ? estimate : this.boundedCount(db);
  }

  /** Keyword searches ask the planner for their total (`estimatedCount`), which no statement can embed. */
  get estimatesTotal(): boolean {
    return this.filter.estimateTotal === true;
  }

  /** The total a page reports beyond what it has seen. */
  async count(db: DbOrTx): Promise<number> {
    return this.filter.estimateTotal ? this.estimatedCount(db) : this.boundedCount(db);
  }
}
