// Gift cards: a batch an operator generated and its single-use codes. Codes are kept only as
// hashes (the operator sees them once, in the CSV), so a leaked table redeems nothing.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GiftCardAsset, GiftCardKind } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

export const giftCardBatches = pgTable(
  'gift_card_batches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<GiftCardKind>().notNull(),
    /** The balance an exchange card credits; DELIVERY_CARD for pickup. */
    asset: text('asset').$type<GiftCardAsset>().notNull(),
    /** Minor units of `asset` (whole points for POINTS); 0 for pickup, whose credit is its order's total. */
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    /** A pickup card's product SKU (catalogue product_goods id). */
    skuId: integer('sku_id'),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by'),
    createdBy: integer('created_by').notNull(),
    /** The operator's submission key: a repeated submission finds the first batch. */
    createKey: text('create_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_card_batches_kind', sql`${t.kind} in ('exchange', 'pickup')`),
    check(
      'gift_card_batches_asset',
      sql`(${t.kind} = 'exchange' and ${t.asset} in ('CASH_GIFT', 'BEANS', 'POINTS', 'VOUCHER') and ${t.valueMinor} > 0 and ${t.skuId} is null)
        or (${t.kind} = 'pickup' and ${t.asset} = 'DELIVERY_CARD' and ${t.valueMinor} = 0 and ${t.skuId} is not null)`,
    ),
    check('gift_card_batches_value', sql`${t.valueMinor} >= 0 and ${t.count} > 0`),
    uniqueIndex('gift_card_batches_key_unique').on(t.createdBy, t.createKey),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => giftCardBatches.id),
    /** SHA-256 of the normalised code: codes are random enough that no key is needed. */
    codeHash: text('code_hash').notNull(),
    codeTail: text('code_tail').notNull(),
    redeemedBy: integer('redeemed_by').references(() => members.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    /** A pickup card's credit (its order's total) and the order it made. */
    creditedMinor: bigint('credited_minor', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('gift_cards_code_unique').on(t.codeHash),
    index('gift_cards_batch_idx').on(t.batchId, t.redeemedAt),
    index('gift_cards_member_idx').on(t.redeemedBy, t.redeemedAt),
    check('gift_cards_redeemed_together', sql`(${t.redeemedBy} is null) = (${t.redeemedAt} is null)`),
  ],
);
