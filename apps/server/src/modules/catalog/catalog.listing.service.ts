// Shopper product lists: search, category, type and brand listings, and recommendations.
import { sql, type SQL } from 'drizzle-orm';
import type { Page, ProductCard, SearchQuery } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { ProductCards, ProductSort } from './catalog.cards.ts';
import { likePattern, offsetOf, pageOf, type CatalogContext, type PageInput, type Viewer } from './catalog.context.ts';
import { checkedMinor } from './catalog.money.ts';
import type { SearchHistoryService } from './catalog.search-history.service.ts';
import { rankByRelevance } from './catalog.search-rank.ts';

type SortedPage = PageInput & { sort: ProductSort };

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
    const where: SQL[] = [];
    const keyword = query.keyword?.trim() ?? '';
    if (keyword !== '') where.push(sql`p.search_text like ${likePattern(keyword)}`);
    if (query.cateId) where.push(this.cards.inCategoryTree(query.cateId));
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
    if (query.minPrice) where.push(sql`${this.cards.shownPrice(viewer)} >= ${checkedMinor(query.minPrice)}`);
    if (query.maxPrice) where.push(sql`${this.cards.shownPrice(viewer)} <= ${checkedMinor(query.maxPrice)}`);
    const found =
      keyword !== '' && (query.sort ?? 'default') === 'default'
        ? await this.rankedPage(db, viewer, query, where, keyword)
        : await this.cards.page(db, viewer, query, where);
    if (viewer.memberId !== null && keyword !== '' && query.pageNum === 1) {
      await this.history.remember(db, viewer.memberId, keyword);
    }
    return found;
  }

  /**
   * Whole-word and prefix matches first (relevance needs a word breaker, so it is ranked in code
   * over the matches' ids and names), then the default order; one page of cards is then loaded.
   */
  private async rankedPage(db: DbOrTx, viewer: Viewer, input: PageInput, where: SQL[], keyword: string) {
    const matches = await this.cards.matches(db, where, this.cards.orderBy('default', viewer));
    const ids = rankByRelevance(matches, keyword).slice(offsetOf(input), offsetOf(input) + input.pageSize);
    return pageOf(await this.cards.byIds(db, viewer, ids), input, matches.length);
  }

  /** Listed products of a category and its subcategories. */
  async categoryProducts(db: DbOrTx, viewer: Viewer, input: SortedPage & { cateId: number }) {
    return this.cards.page(db, viewer, input, [this.cards.inCategoryTree(input.cateId)]);
  }

  /** Listed products of one type (lot, points zone, subsidy...), optionally within a category tree. */
  async typeProducts(db: DbOrTx, viewer: Viewer, input: SortedPage, type: ProductCard['type'], categoryId?: number) {
    const where = [sql`p.type = ${type}`];
    if (categoryId) where.push(this.cards.inCategoryTree(categoryId));
    return this.cards.page(db, viewer, input, where);
  }

  /** Products that carry reward MP (PV), optionally of one type. */
  async pvProducts(db: DbOrTx, viewer: Viewer, input: SortedPage & { type?: ProductCard['type'] }) {
    const where = [sql`p.reward_mp > 0`];
    if (input.type) where.push(sql`p.type = ${input.type}`);
    return this.cards.page(db, viewer, input, where);
  }

  /** A brand's listed products. */
  async brandProducts(db: DbOrTx, viewer: Viewer, input: SortedPage & { brandId: number; cateId?: number }) {
    const where = [sql`p.brand_id = ${input.brandId}`];
    if (input.cateId) where.push(this.cards.inCategoryTree(input.cateId));
    return this.cards.page(db, viewer, input, where);
  }

  /** Recommendations: the member's favourite categories first, then best sellers; the order is cached 2 minutes. */
  async recommend(db: DbOrTx, viewer: Viewer, input: PageInput): Promise<Page<ProductCard>> {
    const key = viewer.memberId ?? 0;
    const ranked = await this.context.recommended(key, () => this.rankRecommendations(db, key));
    const ids = ranked.slice(offsetOf(input), offsetOf(input) + input.pageSize);
    const cards = await this.cards.byIds(db, viewer, ids);
    return pageOf(cards, input, ranked.length);
  }

  private async rankRecommendations(db: DbOrTx, memberId: number): Promise<number[]> {
    const result = await db.execute<{ id: number }>(sql`
      select p.id from catalog_products p
      cross join lateral (
        select coalesce(sum(k.sold_count), 0)::int as sold from catalog_skus k where k.product_id = p.id and k.is_active
      ) s
      where p.is_listed and p.type <> 'set'
      order by (p.category_id in (
          select fp.category_id from catalog_favorites f join catalog_products fp on fp.id = f.product_id
          where f.member_id = ${memberId}
        )) desc,
        s.sold desc, p.id desc
      limit 200`);
    return result.rows.map((row) => row.id);
  }
}
