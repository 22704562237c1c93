// Lists that scale: paging is stable and complete when many products tie on the sort key, short
// Chinese and Thai keywords are found, the totals kept on the product row follow its SKUs, and
// with enough products the planner serves category and search lists from indexes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { product, productSorts, type ProductCard } from '@mall/contracts';
import type { TestApp } from '../../../test/harness.ts';
import { statementsDuring } from '../../../test/statements.ts';
import { ListQuery, type ListFilter } from './catalog.list-query.ts';
import { filterOf, keywordCondition } from './catalog.listing.service.ts';
import { compiledStatement, executeCompiled, statementsBuilt } from '../../db/named.ts';
import { demoShop, HOUR } from './catalog.test-support.ts';

const TIED = 240;

let t: TestApp;
let grand: number;
let realNow: number;

async function one<T>(statement: ReturnType<typeof sql>): Promise<T> {
  const result = await t.db.execute<Record<string, T>>(statement);
  return Object.values(result.rows[0]!)[0]!;
}

/** Every page of a list, `pageSize` at a time, until the list says there is no more. */
async function allPages(
  query: Record<string, unknown>,
  path: typeof product.cateProductPage | typeof product.searchKeyword,
) {
  const cards: ProductCard[] = [];
  const totals: number[] = [];
  for (let pageNum = 1; pageNum < 100; pageNum++) {
    const page = await t.ok(path, { query: { ...query, pageNum, pageSize: 7 } });
    cards.push(...page.list);
    totals.push(page.total);
    if (!page.hasMore) break;
  }
  return { cards, totals };
}

beforeAll(async () => {
  ({ t, realNow } = await demoShop());
  grand = await one<number>(
    sql`insert into catalog_categories (name) values ('{"en_US": "Tied"}'::jsonb) returning id`,
  );
  await t.db.execute(sql`
    insert into catalog_categories (parent_id, name)
    values (${grand}, '{"en_US": "Tied A"}'::jsonb), (${grand}, '{"en_US": "Tied B"}'::jsonb)`);
  // Three sort values, five prices and four sales figures among 240 products: ties everywhere.
  await t.db.execute(sql`
    insert into catalog_products (category_id, name, subtitle, description, is_listed, sort)
    select (select id from catalog_categories where parent_id = ${grand} order by id offset i % 2 limit 1),
           jsonb_build_object('zh_CN', '测试香蕉 ' || i, 'en_US', 'Tied banana ' || i, 'th_TH', 'ชาเขียว ' || i),
           '{"zh_CN": "测试"}'::jsonb, '{"zh_CN": "测试"}'::jsonb, true, i % 3
    from generate_series(1, ${TIED}) as i`);
  await t.db.execute(sql`
    insert into catalog_skus (product_id, price_minor, member_price_minor, stock, sold_count)
    select p.id, 1000 + (p.id % 5) * 100, 900, p.id % 2, p.id % 4
    from catalog_products p where p.category_id in (select id from catalog_categories where parent_id = ${grand})`);
  // Three running flash sales under every catalogue price: the price sorts put them first.
  await t.db.execute(sql`
    insert into catalog_flash_sales (product_id, sku_id, starts_at, ends_at, price_minor, stock)
    select k.product_id, k.id, ${new Date(realNow - HOUR).toISOString()}::timestamptz,
           ${new Date(realNow + HOUR).toISOString()}::timestamptz, 100 + k.id % 2, 10
    from catalog_skus k join catalog_products p on p.id = k.product_id
    where p.name->>'en_US' like 'Tied banana %' order by k.id desc limit 3`);
}); // First pages are kept as answers; these tests count the statements of the list itself.
beforeEach(() => t.services.catalog.answers.clear());

afterAll(() => t.close());

describe('paging', () => {
  it.each(productSorts)('pages a category sorted by %s without duplicates or gaps', async (sort) => {
    const { cards, totals } = await allPages({ cateId: grand, sort }, product.cateProductPage);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    expect(cards).toHaveLength(TIED);
    expect(totals[0]).toBe(TIED);
    const prices = cards.map((card) => Number(card.price));
    if (sort === 'priceAsc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
    if (sort === 'priceDesc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
    if (sort === 'priceAsc') expect(cards.slice(0, 3).every((card) => card.priceKind === 'flash')).toBe(true);
    if (sort === 'sales') {
      const sold = cards.map((card) => card.soldCount);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
    }
  });

  it.each(productSorts)(
    'walks on from where the last page ended (%s), with the products a jump by offset finds',
    async (sort) => {
      // A filter no other test uses: no page of this list has been read yet in this process.
      const query = { cateId: grand, sort, maxPrice: '999.00', pageSize: 7 };
      const pages = Math.ceil(TIED / 7);
      // Last page first: no page's start is known, so each one skips its offset.
      const jumped: number[][] = [];
      for (let pageNum = pages; pageNum >= 1; pageNum--) {
        const page = await t.ok(product.searchKeyword, { query: { ...query, pageNum } });
        jumped[pageNum - 1] = page.list.map((card) => card.id);
      }
      // Now every page's start is known: each page walks on from the one before.
      const walked: number[][] = [];
      const statements = await statementsDuring(t.pool, async () => {
        for (let pageNum = 1; pageNum <= pages; pageNum++) {
          const page = await t.ok(product.searchKeyword, { query: { ...query, pageNum } });
          walked.push(page.list.map((card) => card.id));
        }
      });
      expect(walked).toEqual(jumped);
      expect(walked.flat()).toHaveLength(TIED);
      const positioned = statements.filter((text) => /, p\.id\) [<>] \(\$\d+, \$\d+::int\)/.test(text));
      expect(positioned).toHaveLength(pages - 1);
    },
  );

  it('pages a ranked keyword search across the ranked head and the rest', async () => {
    const { cards } = await allPages({ keyword: '香蕉' }, product.searchKeyword);
    expect(new Set(cards.map((card) => card.id)).size).toBe(TIED);
    expect(cards).toHaveLength(TIED);
  });

  it('filters in-stock and price ranges on the totals kept from the SKUs', async () => {
    const inStock = await allPages({ cateId: grand, inStock: 'true' }, product.searchKeyword);
    expect(inStock.cards.length).toBeGreaterThan(0);
    expect(inStock.cards.every((card) => card.hasStock)).toBe(true);
    const cheap = await allPages({ cateId: grand, maxPrice: '11.00' }, product.searchKeyword);
    expect(cheap.cards.length).toBeGreaterThan(3);
    expect(cheap.cards.every((card) => Number(card.price) <= 11)).toBe(true);
  });

  it('keeps a product’s price, stock and sales in step with its SKUs', async () => {
    const id = await one<number>(sql`select min(id) from catalog_products where name->>'en_US' like 'Tied banana %'`);
    await t.db.execute(
      sql`update catalog_skus set stock = 42, sold_count = 7, price_minor = 555 where product_id = ${id}`,
    );
    const totals = await t.db.execute<{ stock_total: number; sold_total: number; min_price: number }>(
      sql`select stock_total, sold_total, min_price from catalog_products where id = ${id}`,
    );
    expect(totals.rows[0]).toEqual({ stock_total: 42, sold_total: 7, min_price: 555 });
    await t.db.execute(sql`update catalog_skus set is_active = false where product_id = ${id}`);
    const gone = await one<number>(sql`select stock_total from catalog_products where id = ${id}`);
    expect(gone).toBe(0);
  });
});

describe('round trips', () => {
  it('answers a category page, its cards and its total in one prepared statement', async () => {
    const statements = await statementsDuring(t.pool, async () => {
      const page = await t.ok(product.cateProductPage, { query: { cateId: grand, sort: 'priceAsc', pageSize: 7 } });
      expect(page.list).toHaveLength(7);
      expect(page).toMatchObject({ total: TIED, hasMore: true });
    });
    expect(statements).toHaveLength(1);
  });

  it('answers a page past the end with the total from the same statement', async () => {
    const statements = await statementsDuring(t.pool, async () => {
      const page = await t.ok(product.cateProductPage, { query: { cateId: grand, pageNum: 99, pageSize: 7 } });
      expect(page).toMatchObject({ list: [], total: TIED, hasMore: false });
    });
    expect(statements).toHaveLength(1);
  });

  it('ranks a keyword search whose hits fit the page from one statement of hits, names and cards', async () => {
    const statements = await statementsDuring(t.pool, async () => {
      // "tied banana 17" and "tied banana 170" to "179": one page.
      const page = await t.ok(product.searchKeyword, { query: { keyword: 'Tied banana 17', pageSize: 20 } });
      expect(page).toMatchObject({ total: 11, hasMore: false });
      expect(page.list).toHaveLength(11);
      expect(page.list[0]!.name).toBe('Tied banana 17');
    });
    expect(statements).toHaveLength(1);
  });

  it('reads the cards of a ranked page in a second statement when more hits follow', async () => {
    const statements = await statementsDuring(t.pool, async () => {
      const page = await t.ok(product.searchKeyword, { query: { keyword: 'Tied banana 17', pageSize: 5 } });
      expect(page.list).toHaveLength(5);
      expect(page.list[0]!.name).toBe('Tied banana 17');
      expect(page).toMatchObject({ total: 11, hasMore: true });
    });
    // Hits, then cards; the eleven hits are all there are, so they are the total.
    expect(statements).toHaveLength(2);
  });

  it('counts the hits of a search only when there are more than it ranks', async () => {
    const statements = await statementsDuring(t.pool, async () => {
      const page = await t.ok(product.searchKeyword, { query: { keyword: 'Tied banana', pageNum: 2, pageSize: 5 } });
      expect(page.list).toHaveLength(5);
      expect(page).toMatchObject({ total: TIED, hasMore: true });
    });
    // Hits, cards, then the total: the planner's estimate, and the bounded count under TOTAL_CAP.
    expect(statements).toHaveLength(4);
  });

  it('builds each list statement once per shape: later calls with other values only fill them in', async () => {
    const calls = async (round: number) => {
      for (const sort of ['default', 'priceAsc'] as const) {
        await t.ok(product.cateProductPage, {
          query: { cateId: grand, sort, pageNum: 1 + round, pageSize: 3 + round },
        });
      }
      await t.ok(product.searchKeyword, { query: { keyword: `Tied banana ${round + 1}`, pageNum: 2, pageSize: 4 } });
      await t.ok(product.searchKeyword, { query: { keyword: 'ชา', minPrice: `${10 + round}.00`, pageSize: 5 } });
    };
    await calls(0);
    const built = statementsBuilt();
    for (let round = 1; round < 4; round++) await calls(round);
    expect(statementsBuilt()).toBe(built);
  });
});

describe('short Chinese and Thai keywords', () => {
  it.each(['蕉', '香蕉', 'ชา', 'ชาเขียว'])('finds %s', async (keyword) => {
    const found = await t.ok(product.searchKeyword, { query: { keyword, pageSize: 5 } });
    expect(found.list.length).toBe(5);
    expect(found.total).toBeGreaterThanOrEqual(TIED);
  });

  it('matches full-width Latin typed on a Chinese keyboard', async () => {
    const found = await t.ok(product.searchKeyword, { query: { keyword: 'ＴＩＥＤ　ＢＡＮＡＮＡ', pageSize: 5 } });
    expect(found.list).toHaveLength(5);
  });
});

describe('plans at scale', () => {
  const viewer = { locale: 'en_US' as const, memberId: null, level: 1 };

  beforeAll(async () => {
    // Enough products elsewhere that a scan of the table costs more than an index.
    await t.db.execute(sql`
      insert into catalog_products (category_id, name, subtitle, description, is_listed, sort, min_price, sold_total)
      select (select min(id) from catalog_categories), jsonb_build_object('en_US', 'Bulk item ' || i, 'zh_CN', '批量 ' || i),
             '{"zh_CN": "批量"}'::jsonb, '{"zh_CN": "批量"}'::jsonb, i % 10 <> 0, i % 100, i % 997, i % 31
      from generate_series(1, 12000) as i`);
    await t.db.execute(sql`analyze catalog_products`);
  });

  async function plan(filter: ListFilter, sort: (typeof productSorts)[number]): Promise<string> {
    const list = new ListQuery(filter, sort, viewer, new Date().toISOString());
    const explain = compiledStatement('explain_ids', list.shape, () => sql`explain ${list.idsStatement(false)}`);
    const rows = await executeCompiled<{ 'QUERY PLAN': string }>(t.db, explain, list.values(0, 21), { unnamed: true });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it.each(productSorts)('reads a category sorted by %s from an index', async (sort) => {
    const text = await plan({ where: [], categoryId: grand }, sort);
    expect(text).not.toMatch(/Seq Scan on catalog_products/);
    expect(text).toMatch(/Index (Only )?Scan.*catalog_products_list_category/);
  });

  it.each([
    ['a Chinese pair', '香蕉'],
    ['a Chinese character', '蕉'],
    ['a short Thai word', 'ชา'],
    ['a Thai word', 'ชาเขียว'],
    ['a frequent Latin word', 'bulk'],
  ])('reads a search for %s from an index', async (_label, keyword) => {
    for (const sort of ['default', 'priceAsc'] as const) {
      const text = await plan(filterOf([keywordCondition(keyword)]), sort);
      expect(text).not.toMatch(/Seq Scan on catalog_products/);
    }
  });
});
