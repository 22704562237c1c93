// Shopper product lists: search, category, type and brand listings, and recommendations.
import { sql, type SQL } from 'drizzle-orm';
import type { LocalizedText, Page, ProductCard, SearchQuery } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { compiledStatement, executeCompiled } from '../../db/named.ts';
import { intArrayText, pageFromIds, type CardRow, type ProductCards, type ProductSort } from './catalog.cards.ts';
import { likePattern, offsetOf, pageOf, type CatalogContext, type PageInput, type Viewer } from './catalog.context.ts';
import { checkedMinor } from './catalog.money.ts';
import type { SearchHistoryService } from './catalog.search-history.service.ts';
import type { ListFilter, ListQuery } from './catalog.list-query.ts';
import { rankByRelevance } from './catalog.search-rank.ts';

type SortedPage = PageInput & { sort: ProductSort };
type SearchHit = { id: number; name: LocalizedText };

/** Search hits ranked by relevance in code; later hits keep the default order. */
export const RANK_WINDOW = 100;
const RECOMMEND_COUNT = 200;

/**
 * Trigrams cannot serve a one- or two-character keyword: a Chinese or Thai one uses the product's
 * set of single characters and pairs (`search_grams`, exact for them); others the trigram index
 * (or, for one or two Latin letters, a walk of the list's index).
 */
const SHORT_NON_ASCII = /^[^\p{ASCII}]{1,2}$/u;

const KEYWORD_GRAMS = sql`p.search_grams @> array[${sql.placeholder('keyword')}]::text[]`;
const KEYWORD_LIKE = sql`p.search_text like ${sql.placeholder('keyword')}`;
const BRAND = sql`p.brand_id = ${sql.placeholder('brandId')}`;
const BRANDS = sql`p.brand_id = any(${sql.placeholder('brandIds')}::int[])`;
const TYPE = sql`p.type = ${sql.placeholder('type')}`;
const REWARDS_MP = sql`p.reward_mp > 0`;
const DC_DISCOUNT = sql`p.dc_discount_percent > 0`;

/** A list's condition with the values of its placeholders (see `ListFilter`). */
export interface Condition {
  where: SQL;
  values: Record<string, unknown>;
}

export function keywordCondition(keyword: string): Condition {
  const normalised = keyword.normalize('NFKC').toLowerCase();
  if (SHORT_NON_ASCII.test(normalised)) return { where: KEYWORD_GRAMS, values: { keyword: normalised } };
  return { where: KEYWORD_LIKE, values: { keyword: likePattern(normalised) } };
}

/** The filter of the conditions given, their values merged. */
export function filterOf(conditions: Condition[], rest: Omit<ListFilter, 'where' | 'values'> = {}): ListFilter {
  return {
    ...rest,
    where: conditions.map((condition) => condition.where),
    values: Object.assign({}, ...conditions.map((condition) => condition.values)) as Record<string, unknown>,
  };
}

export class ListingService {
  private readonly context: CatalogContext;
  private readonly cards: ProductCards;
  private readonly history: SearchHistoryService;

  constructor(context: CatalogContext, cards: ProductCards, history: SearchHistoryService) {
    this.context = context;
    this.cards = cards;
    this.history = history;
  }

  /** Search by any substring of the name in any language, with filters and sort; saves the member's history. */
  async search(db: DbOrTx, viewer: Viewer, query: SearchQuery): Promise<Page<ProductCard>> {
    const conditions: Condition[] = [];
    const keyword = query.keyword?.trim() ?? '';
    if (keyword !== '') conditions.push(keywordCondition(keyword));
    if (query.brandId && query.brandId.length > 0)
      conditions.push({ where: BRANDS, values: { brandIds: intArrayText(query.brandId) } });
    if (query.type) conditions.push({ where: TYPE, values: { type: query.type } });
    const filter = filterOf(conditions, {
      categoryId: query.cateId || undefined,
      inStock: query.inStock,
      minPrice: query.minPrice ? checkedMinor(query.minPrice) : undefined,
      maxPrice: query.maxPrice ? checkedMinor(query.maxPrice) : undefined,
      estimateTotal: keyword !== '',
    });
    const found =
      keyword !== '' && (query.sort ?? 'default') === 'default'
        ? await this.rankedPage(db, viewer, query, filter, keyword)
        : await this.cards.page(db, viewer, query, filter);
    if (viewer.memberId !== null && keyword !== '' && query.pageNum === 1) {
      await this.history.remember(db, viewer.memberId, keyword);
    }
    return found;
  }

  /**
   * Whole-word and prefix matches first (relevance needs a word breaker, so it is ranked in code),
   * among the first RANK_WINDOW hits in the default order; later hits keep that order. One statement
   * reads the hits with their names and, when every hit fits through the asked page (most
   * searches), their cards too; else a second reads the cards of the ranked page. Only a search
   * with more hits than the window counts them.
   */
  private async rankedPage(db: DbOrTx, viewer: Viewer, input: PageInput, filter: ListFilter, keyword: string) {
    const list = this.cards.query(filter, 'default', viewer);
    const throughPage = offsetOf(input) + input.pageSize + 1;
    const asked = Math.max(RANK_WINDOW, throughPage);
    const statement = compiledStatement('search_hits', list.shape, () => this.hitsStatement(list));
    const [found] = await executeCompiled<{ hits: SearchHit[] | null; cards: CardRow[] | null }>(db, statement, {
      ...list.values(0, asked),
      throughPage,
    });
    const hits = found?.hits ?? [];
    // Fewer hits than were asked for are all there are: they are the total, and nothing is counted.
    const count = hits.length < asked ? () => Promise.resolve(hits.length) : () => list.count(db);
    const ranked = rankByRelevance(hits.slice(0, RANK_WINDOW), keyword, throughPage);
    const ordered = [...ranked, ...hits.slice(RANK_WINDOW, throughPage).map((hit) => hit.id)];
    const pageIds = ordered.slice(offsetOf(input), throughPage);
    const read = found?.cards ? new Map(found.cards.map((row) => [row.id, row])) : null;
    return pageFromIds(
      input,
      pageIds,
      async (chosen) =>
        read
          ? chosen.flatMap((id) => {
              const row = read.get(id);
              return row ? [this.cards.toCard(row, viewer)] : [];
            })
          : this.cards.byIds(db, viewer, chosen),
      count,
    );
  }

  /** The hits of a search with their names and, when they all fit through the page (`throughPage`), their cards. */
  private hitsStatement(list: ListQuery): SQL {
    return sql`
      with found as materialized (
        select array(select s.id from (${list.idsStatement(false)}) s) as ids
      )
      select (
               select json_agg(json_build_object('id', p.id, 'name', p.name) order by o.n)
               from unnest(found.ids) with ordinality as o(id, n) join catalog_products p on p.id = o.id
             ) as hits,
             case when cardinality(found.ids) <= ${sql.placeholder('throughPage')}::int
                  then ${this.cards.cardsColumn(sql`found.ids`)} end as cards
      from found`;
  }

  /** Listed products of a category and its subcategories. */
  async categoryProducts(db: DbOrTx, viewer: Viewer, input: SortedPage & { cateId: number }) {
    return this.cards.page(db, viewer, input, { where: [], categoryId: input.cateId });
  }

  /** Listed products of one type (lot, points zone, subsidy...), optionally within a category tree. */
  async typeProducts(db: DbOrTx, viewer: Viewer, input: SortedPage, type: ProductCard['type'], categoryId?: number) {
    return this.cards.page(db, viewer, input, { where: [TYPE], values: { type }, categoryId: categoryId || undefined });
  }

  /** Products that carry reward MP (PV), optionally of one type. */
  async pvProducts(db: DbOrTx, viewer: Viewer, input: SortedPage & { type?: ProductCard['type'] }) {
    const conditions: Condition[] = [{ where: REWARDS_MP, values: {} }];
    if (input.type) conditions.push({ where: TYPE, values: { type: input.type } });
    return this.cards.page(db, viewer, input, filterOf(conditions));
  }

  /** Listed products whose lines a discount card pays (a DC discount), optionally matching a keyword. */
  async dcProducts(db: DbOrTx, viewer: Viewer, input: SortedPage & { keyword?: string | undefined }) {
    const conditions: Condition[] = [{ where: DC_DISCOUNT, values: {} }];
    const keyword = input.keyword?.trim() ?? '';
    if (keyword !== '') conditions.push(keywordCondition(keyword));
    return this.cards.page(db, viewer, input, filterOf(conditions, { estimateTotal: keyword !== '' }));
  }

  /** A brand's listed products. */
  async brandProducts(db: DbOrTx, viewer: Viewer, input: SortedPage & { brandId: number; cateId?: number }) {
    return this.cards.page(db, viewer, input, {
      where: [BRAND],
      values: { brandId: input.brandId },
      categoryId: input.cateId || undefined,
    });
  }

  /** Recommendations: the member's favourite categories first, then best sellers; the order is cached 2 minutes. */
  async recommend(db: DbOrTx, viewer: Viewer, input: PageInput): Promise<Page<ProductCard>> {
    const key = viewer.memberId ?? 0;
    const ranked = await this.context.recommended(key, () => this.rankRecommendations(db, key));
    const ids = ranked.slice(offsetOf(input), offsetOf(input) + input.pageSize);
    const cards = await this.cards.byIds(db, viewer, ids);
    return pageOf(cards, input, ranked.length);
  }

  /** Best sellers of the member's favourite categories, then the best sellers overall: two short index walks. */
  private async rankRecommendations(db: DbOrTx, memberId: number): Promise<number[]> {
    const best = (scope: SQL) => sql`
      select p.id, p.sold_total from catalog_products p
      where p.is_listed and p.type <> 'set' and ${scope}
      order by p.sold_total desc, p.id desc limit ${RECOMMEND_COUNT}`;
    const result = await db.execute<{ id: number }>(sql`
      select u.id from (
        select 0 as grp, x.id, x.sold_total from (
          select distinct fp.category_id from catalog_favorites f join catalog_products fp on fp.id = f.product_id
          where f.member_id = ${memberId}
        ) c cross join lateral (${best(sql`p.category_id = c.category_id`)}) x
        union all
        select 1, y.id, y.sold_total from (${best(sql`true`)}) y
      ) u
      order by u.grp, u.sold_total desc, u.id desc`);
    return [...new Set(result.rows.map((row) => row.id))].slice(0, RECOMMEND_COUNT);
  }
}
