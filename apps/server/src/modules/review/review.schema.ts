// Reviews: one per order line, written by the order's member once the order is received. The
// product's name and spec are copied from the line, so a review reads the same after the product changes.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberTable as members } from '../member/index.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The order and line reviewed; not foreign keys, the order tables are the orders module's. */
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderLineId: bigint('order_line_id', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productName: text('product_name').notNull(),
    specText: text('spec_text').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_order_line_uq').on(t.orderLineId),
    index('reviews_product_idx').on(t.productId, t.id),
    index('reviews_member_idx').on(t.memberId, t.id),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Who uploaded each review photo (the id the upload answered): a review or an after-sales request
 * attaches only its member's own photos. The files live under uploads/reviews.
 */
export const reviewPhotos = pgTable('review_photos', {
  id: text('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
