// Cart lines: one per member, SKU and flash sale, so adding a SKU again adds to its line.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberTable as members } from '../member/index.ts';

export const cartLines = pgTable(
  'cart_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The catalogue SKU; not a foreign key, the catalogue's tables are its own (it answers unknown SKUs as gone). */
    productGoodsId: integer('product_goods_id').notNull(),
    /** The flash sale the line was added under; 0 for none, so the unique key treats "no sale" as one value. */
    flashSaleId: integer('flash_sale_id').notNull().default(0),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_member_sku_uq').on(t.memberId, t.productGoodsId, t.flashSaleId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
