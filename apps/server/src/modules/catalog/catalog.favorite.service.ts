// A member's favourite products.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pageFromIds, type ProductCards } from './catalog.cards.ts';
import { offsetOf, toDate, type CatalogContext, type PageInput, type Viewer } from './catalog.context.ts';
import { TOTAL_CAP } from './catalog.list-query.ts';
import { favorites, products } from './catalog.schema.ts';

export class FavoriteService {
  private readonly context: CatalogContext;
  private readonly cards: ProductCards;

  constructor(context: CatalogContext, cards: ProductCards) {
    this.context = context;
    this.cards = cards;
  }

  /** Favourites a listed product; again is a no-op. */
  async add(db: DbOrTx, memberId: number, productId: number): Promise<void> {
    const [found] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isListed, true)));
    if (!found) throw new AppError('NOT_FOUND', 'catalog.productGone', undefined, 'PRODUCT_GONE');
    await db.insert(favorites).values({ memberId, productId, createdAt: this.context.clock() }).onConflictDoNothing();
    await this.context.forgetRecommendations(db, memberId);
  }

  /** Removes a product from the member's favourites; absent is a no-op. */
  async remove(db: DbOrTx, memberId: number, productId: number): Promise<void> {
    await db.delete(favorites).where(and(eq(favorites.memberId, memberId), eq(favorites.productId, productId)));
    await this.context.forgetRecommendations(db, memberId);
  }

  /** The member's favourites, newest first, listed or not: a page of the member's index, then its cards. */
  async page(db: DbOrTx, viewer: Viewer & { memberId: number }, input: PageInput) {
    const result = await db.execute<{ id: number; favorited_at: Date | string }>(sql`
      select f.product_id as id, f.created_at as favorited_at from catalog_favorites f
      where f.member_id = ${viewer.memberId}
      order by f.created_at desc, f.product_id desc
      limit ${input.pageSize + 1} offset ${offsetOf(input)}`);
    const favoritedAt = new Map(result.rows.map((row) => [row.id, toDate(row.favorited_at).toISOString()]));
    return pageFromIds(
      input,
      result.rows.map((row) => row.id),
      async (ids) =>
        (await this.cards.byIds(db, viewer, ids, { unlisted: true })).map((card) => ({
          ...card,
          favoritedAt: favoritedAt.get(card.id)!,
        })),
      async () => {
        const counted = await db.execute<{ n: number }>(sql`
          select count(*)::int as n from (
            select 1 from catalog_favorites f where f.member_id = ${viewer.memberId} limit ${TOTAL_CAP}
          ) x`);
        return counted.rows[0]?.n ?? 0;
      },
    );
  }
}
