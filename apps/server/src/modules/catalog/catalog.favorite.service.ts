// A member's favourite products.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProductCards } from './catalog.cards.ts';
import { offsetOf, pageOf, toDate, type CatalogContext, type PageInput, type Viewer } from './catalog.context.ts';
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

  /** The member's favourites, newest first, listed or not. */
  async page(db: DbOrTx, viewer: Viewer & { memberId: number }, input: PageInput) {
    const rows = await this.cards.rows(db, {
      where: [],
      join: sql`join catalog_favorites fav on fav.product_id = p.id and fav.member_id = ${viewer.memberId}`,
      extra: sql`, fav.created_at as favorited_at`,
      order: sql`fav.created_at desc, p.id desc`,
      limit: input.pageSize,
      offset: offsetOf(input),
    });
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && input.pageNum > 1) {
      total = await db.$count(favorites, eq(favorites.memberId, viewer.memberId));
    }
    return pageOf(
      rows.map((row) => ({ ...this.cards.toCard(row, viewer), favoritedAt: toDate(row.favorited_at!).toISOString() })),
      input,
      total,
    );
  }
}
