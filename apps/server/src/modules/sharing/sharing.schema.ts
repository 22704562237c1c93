// Sales pages: a member's selection of products under a title, opened by anyone through its code.
// Orders from a page are the owner's (its invite code travels with the shopper), not the page's.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberTable as members } from '../member/index.ts';

export const salesPages = pgTable(
  'sales_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the public address names: random, so pages cannot be walked by id. */
    code: text('code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    /** The chosen products in the owner's order; not foreign keys, the products are the catalogue's. */
    productIds: integer('product_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_pages_code_uq').on(t.code),
    index('sales_pages_member_idx').on(t.memberId, t.id),
    check('sales_pages_has_products', sql`cardinality(${t.productIds}) >= 1`),
  ],
);
