// Campaigns. A subsidy campaign has a budget that pays part of the price of the SKUs it names, a
// fixed amount per unit, while the budget lasts; `spent` is only ever raised by a conditional
// update that keeps it within the budget, and each order's take is kept to give back on cancel.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const subsidyCampaigns = pgTable(
  'campaign_subsidies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    budgetMinor: bigint('budget_minor', { mode: 'number' }).notNull(),
    spentMinor: bigint('spent_minor', { mode: 'number' }).notNull().default(0),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('campaign_subsidies_budget', sql`${t.budgetMinor} > 0`),
    // The budget is never overspent, whatever races: the database refuses it too.
    check('campaign_subsidies_spent', sql`${t.spentMinor} >= 0 and ${t.spentMinor} <= ${t.budgetMinor}`),
  ],
);

export const subsidySkus = pgTable(
  'campaign_subsidy_skus',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => subsidyCampaigns.id),
    /** Catalogue product_goods id. */
    skuId: integer('sku_id').notNull(),
    /** What the budget pays of each unit's price. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.skuId] }),
    index('campaign_subsidy_skus_sku_idx').on(t.skuId),
    check('campaign_subsidy_skus_amount', sql`${t.amountMinor} > 0`),
  ],
);

export const subsidyUses = pgTable(
  'campaign_subsidy_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => subsidyCampaigns.id),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id').notNull(),
    skuId: integer('sku_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Set when a cancel or close gave the amount back to the budget. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_subsidy_uses_order_sku').on(t.orderId, t.skuId),
    index('campaign_subsidy_uses_campaign_idx').on(t.campaignId, t.id),
    check('campaign_subsidy_uses_amount', sql`${t.amountMinor} > 0`),
  ],
);

/** A 0-yuan campaign: one product SKU VIPs (level 2+) take at zero to pay, once each, while its stock lasts. */
export const zeroCampaigns = pgTable(
  'campaign_zero',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Catalogue product_goods id. */
    skuId: integer('sku_id').notNull(),
    stock: integer('stock').notNull(),
    /** Raised only by a conditional update that keeps it within the stock. */
    taken: integer('taken').notNull().default(0),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('campaign_zero_stock', sql`${t.stock} > 0`),
    check('campaign_zero_taken', sql`${t.taken} >= 0 and ${t.taken} <= ${t.stock}`),
  ],
);

export const zeroTakes = pgTable(
  'campaign_zero_takes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => zeroCampaigns.id),
    memberId: integer('member_id').notNull(),
    /** What the campaign credited to pay the order (goods and shipping), and the order once placed. */
    creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per member per campaign, whatever races.
    uniqueIndex('campaign_zero_takes_member').on(t.campaignId, t.memberId),
    check('campaign_zero_takes_credit', sql`${t.creditedMinor} >= 0`),
  ],
);
