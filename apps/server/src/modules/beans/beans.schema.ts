// The beans market's tables: sell-beans orders (the held beans and their payment) and the members
// operators made distributors.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { beansOrderStates, beansPayMethods } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

/**
 * A sell-beans order. The seller's beans sit in a ledger hold (`hold_id`) from creation until it
 * is paid (the hold goes on to the buyer), cancelled or expired (it returns). `(seller_id,
 * create_key)` makes a resent create answer the first order.
 */
export const beansOrders = pgTable(
  'beans_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => members.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => members.id),
    beansMinor: bigint('beans_minor', { mode: 'number' }).notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state', { enum: beansOrderStates }).notNull().default('unpaid'),
    createKey: text('create_key').notNull(),
    holdId: bigint('hold_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    payMethod: text('pay_method', { enum: beansPayMethods }),
    /** The buyer's key of the cash payment, or the provider's reference of the QR one. */
    payReference: text('pay_reference'),
    cancelReason: text('cancel_reason'),
    /** The operator who force-cancelled it; null otherwise. */
    cancelledBy: integer('cancelled_by'),
  },
  (table) => [
    uniqueIndex('beans_orders_create_key').on(table.sellerId, table.createKey),
    index('beans_orders_seller_idx').on(table.sellerId, table.id),
    index('beans_orders_buyer_idx').on(table.buyerId, table.id),
    index('beans_orders_unpaid_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} = 'unpaid'`),
    check('beans_orders_amounts', sql`${table.beansMinor} > 0 and ${table.priceMinor} > 0 and ${table.totalMinor} > 0`),
    check('beans_orders_not_self', sql`${table.sellerId} <> ${table.buyerId}`),
  ],
);

/** Members who may assign beans to a friend or upline: set and unset by operators. */
export const beansDistributors = pgTable('beans_distributors', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  setBy: integer('set_by').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
