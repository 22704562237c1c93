// After-sales requests: one order line, one type (refund, return, exchange), its own status in the
// type's state machine, and every step it took. The order tables are the orders module's: ids here
// are plain columns, as reviews keep them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { afterSaleTypes, refundTargets } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const afterSales = pgTable(
  'after_sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderLineId: bigint('order_line_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type', { enum: afterSaleTypes }).notNull(),
    status: smallint('status').notNull().default(1),
    isFinal: boolean('is_final').notNull().default(false),
    reason: smallint('reason').notNull(),
    quantity: integer('quantity').notNull(),
    comment: text('comment').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    refundTarget: text('refund_target', { enum: refundTargets }),
    /** What the refund pays back, fixed when asked: the line's paid share for the quantity. */
    refundMinor: bigint('refund_minor', { mode: 'number' }).notNull().default(0),
    returnCarrier: text('return_carrier'),
    returnTrackingNo: text('return_tracking_no'),
    returnBy: at('return_by'),
    /**
     * Exchange: the SKU of the same product the member wants as the replacement, with its
     * specification as it read when asked; null (and for older requests) means the line's own SKU.
     */
    wantedProductGoodsId: integer('wanted_product_goods_id'),
    wantedSpecText: text('wanted_spec_text'),
    replacementCarrier: text('replacement_carrier'),
    replacementTrackingNo: text('replacement_tracking_no'),
    replacementShippedAt: at('replacement_shipped_at'),
    /** The first operator's approval of a refund above the limit; a different one pays it. */
    refundApprovedBy: integer('refund_approved_by'),
    refundApprovedAt: at('refund_approved_at'),
    /** Who paid the refund, and when: what an operator refunded counts toward their limit. */
    refundedBy: integer('refunded_by'),
    refundedAt: at('refunded_at'),
    /** The shop's day the refund is paid by: business days after its approval (refundRules). */
    refundDueBy: date('refund_due_by', { mode: 'string' }),
    /** The member's key for the request, if they sent one: a resend answers this one. */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('after_sales_member_idx').on(t.memberId, t.id),
    uniqueIndex('after_sales_member_idempotency_uq').on(t.memberId, t.idempotencyKey),
    index('after_sales_order_line_idx').on(t.orderLineId),
    // A request sent without a key: one open per line, so a resend (or a copy racing it) finds
    // the open one instead of making a second.
    uniqueIndex('after_sales_line_open_keyless_uq')
      .on(t.orderLineId)
      .where(sql`${t.idempotencyKey} is null and not ${t.isFinal}`),
    index('after_sales_order_idx').on(t.orderId),
    // An operator's refunds of the day, for the four-eyes limit.
    index('after_sales_refund_approved_idx')
      .on(t.refundApprovedBy, t.refundApprovedAt)
      .where(sql`${t.refundApprovedBy} is not null`),
    index('after_sales_refunded_idx')
      .on(t.refundedBy, t.refundedAt)
      .where(sql`${t.refundedBy} is not null`),
    // The back office's refunds waiting to be paid, soonest due first.
    index('after_sales_refund_due_idx')
      .on(t.refundDueBy)
      .where(sql`${t.refundDueBy} is not null and not ${t.isFinal}`),
    index('after_sales_open_idx')
      .on(t.id)
      .where(sql`not ${t.isFinal}`),
    check('after_sales_quantity_positive', sql`${t.quantity} > 0`),
    check('after_sales_refund_non_negative', sql`${t.refundMinor} >= 0`),
    check('after_sales_reason_known', sql`${t.reason} between 0 and 4`),
    // A refund one operator approved is paid by another, whatever writes the row.
    check(
      'after_sales_four_eyes',
      sql`${t.refundedBy} is null or ${t.refundApprovedBy} is null or ${t.refundedBy} <> ${t.refundApprovedBy}`,
    ),
  ],
);

/** The timeline: each status a request reached, who moved it and why. */
export const afterSaleSteps = pgTable(
  'after_sale_steps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id),
    status: smallint('status').notNull(),
    actor: text('actor', { enum: ['member', 'operator', 'system'] }).notNull(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    /** The operator's internal note: the back office only. */
    note: text('note').notNull().default(''),
    /** What the operator wrote for the member, who reads it instead of `note` on their timeline. */
    memberNote: text('member_note').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('after_sale_steps_request_idx').on(t.afterSaleId, t.id)],
);
