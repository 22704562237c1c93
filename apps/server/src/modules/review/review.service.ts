// Reviews: written all at once for an order (the workflow checks the order), read per product and
// per member. A line is reviewed once: the unique line index refuses a second review, even a racing one.
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReviewView } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { memberTable as members } from '../member/index.ts';
import { reviewImageSet } from './review.images.ts';
import { reviews } from './review.schema.ts';

export interface ReviewLine {
  orderLineId: number;
  productId: number;
  productName: string;
  specText: string;
  rating: number;
  content: string;
  images: string[];
  anonymous: boolean;
}

interface Paging {
  pageNum: number;
  pageSize: number;
}

/** "Demo Regular" → "D***r": enough to tell reviews apart, not who wrote them. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  return `${chars[0]}***${chars.length > 1 ? chars[chars.length - 1] : ''}`;
}

const viewColumns = {
  id: reviews.id,
  orderId: reviews.orderId,
  productId: reviews.productId,
  productName: reviews.productName,
  specText: reviews.specText,
  rating: reviews.rating,
  content: reviews.content,
  images: reviews.images,
  anonymous: reviews.anonymous,
  nickname: sql<string>`coalesce(nullif(${members.nickname}, ''), ${members.username})`,
  createdAt: reviews.createdAt,
};

interface ViewRow {
  id: number;
  orderId: number;
  productId: number;
  productName: string;
  specText: string;
  rating: number;
  content: string;
  images: string[];
  anonymous: boolean;
  nickname: string;
  createdAt: Date;
}

function toView(row: ViewRow): ReviewView {
  return {
    id: row.id,
    orderId: row.orderId,
    productId: row.productId,
    productName: row.productName,
    specText: row.specText,
    rating: row.rating,
    content: row.content,
    images: row.images.map(reviewImageSet),
    anonymous: row.anonymous,
    reviewer: row.anonymous ? maskName(row.nickname) : row.nickname,
    createdAt: row.createdAt.toISOString(),
  };
}

export class ReviewService {
  /** Writes the order's reviews; refuses them all when any line was already reviewed. */
  async addAll(tx: Tx, memberId: number, orderId: number, lines: readonly ReviewLine[]): Promise<number[]> {
    const written = await tx
      .insert(reviews)
      .values(lines.map((line) => ({ ...line, memberId, orderId })))
      .onConflictDoNothing({ target: reviews.orderLineId })
      .returning({ id: reviews.id });
    if (written.length !== lines.length)
      throw new AppError('CONFLICT', 'review.alreadyReviewed', undefined, 'ALREADY_REVIEWED');
    return written.map((row) => row.id);
  }

  async myPage(db: DbOrTx, memberId: number, paging: Paging) {
    return this.page(db, eq(reviews.memberId, memberId), paging);
  }

  async productPage(db: DbOrTx, productId: number, paging: Paging) {
    const [list, [summary]] = await Promise.all([
      this.page(db, eq(reviews.productId, productId), paging),
      db
        .select({ average: sql<string>`coalesce(round(avg(${reviews.rating}), 1), 0)::text` })
        .from(reviews)
        .where(eq(reviews.productId, productId)),
    ]);
    const average = Number(summary?.average ?? 0).toFixed(1);
    return { ...list, average };
  }

  private async page(db: DbOrTx, where: SQL, { pageNum, pageSize }: Paging) {
    const [rows, [total]] = await Promise.all([
      db
        .select(viewColumns)
        .from(reviews)
        .innerJoin(members, eq(members.id, reviews.memberId))
        .where(where)
        .orderBy(desc(reviews.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: count() }).from(reviews).where(where),
    ]);
    const totalCount = total?.n ?? 0;
    return {
      list: rows.map(toView),
      pageNum,
      pageSize,
      total: totalCount,
      hasMore: pageNum * pageSize < totalCount,
    };
  }
}
