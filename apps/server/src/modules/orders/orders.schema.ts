// Orders: the order with its price, address and invoice snapshots, its lines, and what paid for
// it (each balance held in the ledger, and the QR part). Amounts are minor units.
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
import { invoiceTitleTypes, ledgerAssets, paymentMethods, productTypes } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

export interface AddressSnapshot {
  name: string;
  mobile: string;
  region: string;
  detail: string;
  zip: string;
}

const at = (name: string) => timestamp(name, { withTimezone: true });

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The member the order was bought for (purchase on behalf), null when the payer. */
    onBehalfMemberId: integer('on_behalf_member_id').references(() => members.id),
    /** The member whose product link or sales page the order came through (paid its cashback), if any. */
    sharerId: integer('sharer_id').references(() => members.id),
    status: smallint('status').notNull().default(1),
    currency: text('currency').notNull(),
    goodsMinor: bigint('goods_minor', { mode: 'number' }).notNull(),
    shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull(),
    couponMinor: bigint('coupon_minor', { mode: 'number' }).notNull().default(0),
    /** What paying DC-eligible lines by discount card took off their price. */
    dcSavingMinor: bigint('dc_saving_minor', { mode: 'number' }).notNull().default(0),
    discountCardMinor: bigint('discount_card_minor', { mode: 'number' }).notNull().default(0),
    voucherMinor: bigint('voucher_minor', { mode: 'number' }).notNull().default(0),
    /** The currency paid by beans, and the beans that cost (bean minor units). */
    beansMinor: bigint('beans_minor', { mode: 'number' }).notNull().default(0),
    beansCostMinor: bigint('beans_cost_minor', { mode: 'number' }).notNull().default(0),
    cashGiftMinor: bigint('cash_gift_minor', { mode: 'number' }).notNull().default(0),
    cashMinor: bigint('cash_minor', { mode: 'number' }).notNull().default(0),
    qrMinor: bigint('qr_minor', { mode: 'number' }).notNull().default(0),
    /** Money paid by the sources without a column of their own (sources/source.ts), itemised in its payments. */
    otherSourcesMinor: bigint('other_sources_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    rewardMp: integer('reward_mp').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** Points paid for points-zone lines (the POINTS balance; not money, so outside the amounts' sum). */
    pointsSpent: integer('points_spent').notNull().default(0),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    invoiceType: text('invoice_type', { enum: invoiceTitleTypes }).notNull().default('none'),
    invoiceName: text('invoice_name').notNull().default(''),
    invoiceTaxId: text('invoice_tax_id').notNull().default(''),
    invoiceBranch: text('invoice_branch', { enum: ['head', 'branch'] })
      .notNull()
      .default('head'),
    invoiceBranchNo: text('invoice_branch_no').notNull().default(''),
    invoiceEmail: text('invoice_email').notNull().default(''),
    remark: text('remark').notNull().default(''),
    source: text('source').notNull().default('h5'),
    buyerLevel: smallint('buyer_level').notNull(),
    /** The level a paid set line grants the buyer (the on-behalf member when there is one). */
    grantsLevel: smallint('grants_level'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The hash of the request the key was first used for: a resend with other content is refused. */
    requestHash: text('request_hash'),
    /** The provider's transaction number of the QR payment. */
    transactionNo: text('transaction_no'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    receivedAt: at('received_at'),
    completedAt: at('completed_at'),
    closedAt: at('closed_at'),
    hiddenByMember: boolean('hidden_by_member').notNull().default(false),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_member_idempotency_uq').on(t.memberId, t.idempotencyKey),
    index('orders_member_status_idx').on(t.memberId, t.status, t.id),
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 1`),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_sharer_idx')
      .on(t.sharerId, t.id)
      .where(sql`${t.sharerId} is not null`),
    check('orders_sharer_not_buyer', sql`${t.sharerId} <> ${t.memberId}`),
    check('orders_status_valid', sql`${t.status} between 1 and 6`),
    check(
      'orders_amounts_non_negative',
      sql`${t.goodsMinor} >= 0 and ${t.shippingMinor} >= 0 and ${t.couponMinor} >= 0 and ${t.discountCardMinor} >= 0
        and ${t.voucherMinor} >= 0 and ${t.beansMinor} >= 0 and ${t.cashGiftMinor} >= 0 and ${t.cashMinor} >= 0
        and ${t.qrMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.dcSavingMinor} >= 0 and ${t.beansCostMinor} >= 0
        and ${t.otherSourcesMinor} >= 0`,
    ),
    check(
      'orders_amounts_add_up',
      sql`${t.goodsMinor} + ${t.shippingMinor} - ${t.couponMinor} - ${t.dcSavingMinor} = ${t.discountCardMinor} + ${t.voucherMinor}
        + ${t.beansMinor} + ${t.cashGiftMinor} + ${t.cashMinor} + ${t.qrMinor} + ${t.otherSourcesMinor}`,
    ),
    check('orders_points_spent_non_negative', sql`${t.pointsSpent} >= 0`),
    check('orders_unpaid_expires', sql`${t.status} <> 1 or ${t.expiresAt} is not null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id').notNull(),
    productGoodsId: integer('product_goods_id').notNull(),
    flashSaleId: integer('flash_sale_id'),
    cartLineId: bigint('cart_line_id', { mode: 'number' }),
    quantity: integer('quantity').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    priceKind: text('price_kind').notNull(),
    retailMinor: bigint('retail_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    specText: text('spec_text').notNull(),
    cover: jsonb('cover'),
    productType: text('product_type', { enum: productTypes }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    dcDiscountPercent: smallint('dc_discount_percent').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    rewardMp: integer('reward_mp').notNull(),
    points: integer('points').notNull(),
    /** What of each deduction this line carries, so a refund of the line returns each source pro rata. */
    deductions: jsonb('deductions').$type<Partial<Record<OrderSource, number>>>().notNull().default({}),
    reviewed: boolean('reviewed').notNull().default(false),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_flash_buyer_idx')
      .on(t.flashSaleId)
      .where(sql`${t.flashSaleId} is not null`),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_amounts', sql`${t.priceMinor} >= 0 and ${t.totalMinor} >= 0`),
  ],
);

// SUBSIDY: what a subsidy campaign's budget pays of a line (a source outside the member's ledger).
export const orderSources = ['COUPON', ...ledgerAssets, 'QR', 'SUBSIDY'] as const;
export type OrderSource = (typeof orderSources)[number];

/** Each source that pays for an order: a ledger hold per balance, or the provider's payment. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    source: text('source', { enum: orderSources }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    holdId: bigint('hold_id', { mode: 'number' }),
    reference: text('reference'),
    /** held → posted on payment, voided on close; QR: pending → posted. */
    state: text('state', { enum: ['held', 'pending', 'posted', 'voided', 'refunded'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    check('order_payments_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Units each member bought of a flash sale: the per-buyer limit is held by a conditional upsert here. */
export const flashSaleBuys = pgTable(
  'order_flash_sale_buys',
  {
    flashSaleId: integer('flash_sale_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('order_flash_sale_buys_pk').on(t.flashSaleId, t.memberId),
    check('order_flash_sale_buys_non_negative', sql`${t.quantity} >= 0`),
  ],
);

/** A parcel of an order: every line ships in exactly one parcel. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    carrier: text('carrier').notNull(),
    trackingNo: text('tracking_no').notNull(),
    shippedBy: integer('shipped_by'),
    shippedAt: at('shipped_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_shipments_order_idx').on(t.orderId),
    uniqueIndex('order_shipments_tracking_uq').on(t.carrier, t.trackingNo),
  ],
);

/** Which lines went in which parcel; a line ships once. */
export const orderShipmentLines = pgTable(
  'order_shipment_lines',
  {
    shipmentId: bigint('shipment_id', { mode: 'number' })
      .notNull()
      .references(() => orderShipments.id),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id),
  },
  (t) => [
    uniqueIndex('order_shipment_lines_line_uq').on(t.orderLineId),
    index('order_shipment_lines_idx').on(t.shipmentId),
  ],
);

/** What happened to a parcel on its way, as an operator entered it or the carrier's webhook pushed it. */
export const trackingEvents = pgTable(
  'order_tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: bigint('shipment_id', { mode: 'number' })
      .notNull()
      .references(() => orderShipments.id),
    text: text('text').notNull(),
    source: text('source', { enum: ['operator', 'carrier'] }).notNull(),
    at: at('at').notNull().defaultNow(),
    /** A carrier's event: SHA-256 of what names it (tracking number, text, time), so a replay adds nothing. */
    carrierKey: text('carrier_key'),
  },
  (t) => [
    index('order_tracking_events_shipment_idx').on(t.shipmentId, t.at),
    uniqueIndex('order_tracking_events_carrier_uq').on(t.shipmentId, t.carrierKey),
  ],
);
