// After-sales: a member asks to refund, return or exchange an order line after receipt; operators
// take each step on the other side. Three state machines, each with the spec's statuses.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { blankAsAbsent, idInput, intInput, moneyString, page, paging } from '../common.ts';
import { imageSet } from './catalog.ts';

export const afterSaleTypes = ['refund', 'return', 'exchange'] as const;
export type AfterSaleType = (typeof afterSaleTypes)[number];

/** 0 changed mind, 1 quality problem, 2 wrong item, 3 damaged, 4 other. */
export const afterSaleReasons = [0, 1, 2, 3, 4] as const;

/** Where a refund goes: the cash balance, the discount card (as a new lot), or vouchers. */
export const refundTargets = ['balance', 'discountCard', 'voucher'] as const;
export type RefundTarget = (typeof refundTargets)[number];

/**
 * Refund (money back, no goods) and return (goods back, then money): 1 apply, 2 return approved,
 * 3 courier submitted, 4 inspecting, 5 refund approved, 6 rejected, 7 refunded, 8 cancelled (by
 * the member, or closed when the goods did not come back in time).
 */
export const REFUND_STATUS = {
  applied: 1,
  returnApproved: 2,
  courierSubmitted: 3,
  inspecting: 4,
  refundApproved: 5,
  rejected: 6,
  refunded: 7,
  cancelled: 8,
} as const;

/**
 * Exchange: 1 apply, 2 return item (approved, waiting for the goods), 3 express submitted,
 * 4 inspection, 5 approved (replacement waiting to ship), 6 replacement shipping, 7 exchange
 * success, 8 rejected, 9 not approved (inspection failed), 10 cancelled, 11 send more items
 * (the parcel was short: replenish the returned items).
 */
export const EXCHANGE_STATUS = {
  applied: 1,
  returnItem: 2,
  expressSubmitted: 3,
  inspecting: 4,
  approved: 5,
  replacementShipping: 6,
  success: 7,
  rejected: 8,
  notApproved: 9,
  cancelled: 10,
  sendMore: 11,
} as const;

export const afterSaleActions = ['approve', 'reject', 'receive', 'inspect', 'refund', 'shipReplacement'] as const;
export type AfterSaleAction = (typeof afterSaleActions)[number];

export const afterSaleStepView = z.object({
  status: z.number().int(),
  /** Who took the step: the member, an operator (by name) or the shop's clock. */
  actor: z.enum(['member', 'operator', 'system']),
  operatorName: z.string().nullable(),
  /**
   * The member reads only what was meant for them: an operator's step is signed with the shop's
   * name and carries its `memberNote` here (a rejection's reason as given); the back office reads
   * the internal note.
   */
  note: z.string(),
  /** Back office only: what the operator wrote for the member beside the internal note. */
  memberNote: z.string().optional(),
  at: z.string(),
});

/** Where the goods of a return or exchange are sent (the `returnAddress` setting, in the reader's language). */
export const returnAddressView = z.object({ name: z.string(), phone: z.string(), address: z.string() });

export const afterSaleView = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderLineId: z.number().int(),
  type: z.enum(afterSaleTypes),
  status: z.number().int(),
  /** Whether the request is over (refunded, rejected, cancelled, exchanged). */
  isFinal: z.boolean(),
  reason: z.number().int(),
  quantity: z.number().int(),
  comment: z.string(),
  images: z.array(imageSet),
  refundTarget: z.enum(refundTargets).nullable(),
  /** What the refund pays back (the line's paid share for the quantity); "0.00" for an exchange. */
  refundAmount: moneyString,
  product: z.object({
    productId: z.number().int(),
    name: z.string(),
    specText: z.string(),
    cover: imageSet.nullable(),
    price: moneyString,
  }),
  /** The member's parcel back to the shop. */
  returnCarrier: z.string().nullable(),
  returnTrackingNo: z.string().nullable(),
  /** The goods must be sent back by then (after approval), or the request closes. */
  returnBy: z.string().nullable(),
  /** Exchange: the specification the member wants as the replacement (the line's own unless they named another). */
  wanted: z.object({ productGoodsId: z.number().int(), specText: z.string() }).nullable(),
  /** The replacement's parcel (exchange). */
  replacementCarrier: z.string().nullable(),
  replacementTrackingNo: z.string().nullable(),
  /** A refund above the approval limit waits for a second operator: who approved it first. */
  refundApprovedBy: z.string().nullable(),
  /**
   * Refund and return, once the refund is approved: the shop's day (YYYY-MM-DD) it is paid by,
   * business days after approval (`refundRules`).
   */
  refundDueBy: z.string().optional(),
  /** With `refundDueBy`: the day has passed and the refund is not paid yet. */
  refundOverdue: z.boolean().optional(),
  /** Return and exchange, once the shop has set one: where the member sends the goods. */
  returnAddress: returnAddressView.optional(),
  createdAt: z.string(),
  steps: z.array(afterSaleStepView),
});
export type AfterSaleView = z.infer<typeof afterSaleView>;

const carrierInput = z.string().trim().min(1).max(40);
const trackingInput = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/);

function splitIds(value: unknown): unknown {
  return typeof value === 'string' ? value.split(',').filter(Boolean) : value;
}

export const afterSale = {
  apply: defineCall({
    method: 'POST',
    path: '/mallapi/afterSale/apply',
    auth: 'member',
    summary:
      "Ask to refund, return or exchange a line of a received order (within the window after receipt; set orders exchange only; no refund once MP is confirmed); a resent idempotencyKey answers the first request, and without a key the line's open keyless request",
    body: z.object({
      orderLineId: idInput,
      type: z.enum(afterSaleTypes),
      reason: intInput(z.number().int().min(0).max(4)),
      quantity: intInput(z.number().int().min(1).max(999)),
      comment: z.string().trim().max(500).default(''),
      /** Photo ids answered by evaluate/uploadImage. */
      images: z.preprocess(splitIds, z.array(z.string().regex(/^[0-9a-f]{24}$/)).max(6)).default([]),
      /** Refund and return only. */
      refundTarget: blankAsAbsent(z.enum(refundTargets)),
      /**
       * Exchange only: the SKU wanted as the replacement, another specification of the same product
       * with stock for the quantity; without one the replacement is the line's own SKU.
       */
      wantedProductGoodsId: blankAsAbsent(idInput),
      /**
       * One key per request the member means: a resend answers the first request. Without one (the
       * original client sends none), the line's open keyless request answers a resend.
       */
      idempotencyKey: blankAsAbsent(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9_.:-]{8,100}$/),
      ),
    }),
    result: afterSaleView,
  }),
  queryPage: defineCall({
    method: 'POST',
    path: '/mallapi/afterSale/queryPage',
    auth: 'member',
    summary: "The member's after-sales requests, newest first",
    body: paging,
    result: page(afterSaleView),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/mallapi/afterSale/detail',
    auth: 'member',
    summary: 'One of the member’s after-sales requests with its timeline',
    query: z.object({ id: idInput }),
    result: afterSaleView,
  }),
  submitExpress: defineCall({
    method: 'POST',
    path: '/mallapi/afterSale/submitExpress',
    auth: 'member',
    summary: 'Tell the shop how the goods come back (after approval): carrier and tracking number',
    body: z.object({ id: idInput, carrier: carrierInput, trackingNo: trackingInput }),
    result: afterSaleView,
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/mallapi/afterSale/cancel',
    auth: 'member',
    summary: 'Withdraw a request before the goods are sent back',
    body: z.object({ id: idInput }),
    result: afterSaleView,
  }),
  confirmReceipt: defineCall({
    method: 'POST',
    path: '/mallapi/afterSale/confirmReceipt',
    auth: 'member',
    summary:
      "Confirm an exchange's replacement arrived: the exchange succeeds (unconfirmed, the shop's clock completes it 10 days after shipping)",
    body: z.object({ id: idInput }),
    result: afterSaleView,
  }),
};

const afterSaleOperators = ['admin', 'operator'] as const;

export const adminAfterSaleView = afterSaleView.extend({
  member: z.object({ memberId: z.number().int(), username: z.string(), mobile: z.string().nullable() }),
  /** With `refundDueBy`: not paid, not overdue, and due within one business day. */
  refundDueSoon: z.boolean().optional(),
});

export const adminAfterSale = {
  page: defineCall({
    method: 'GET',
    path: '/adminapi/afterSale/page',
    auth: 'operator',
    roles: [...afterSaleOperators, 'finance'],
    summary:
      'After-sales requests, oldest open first: the queue of steps waiting for the shop; refunds waiting to be paid (or overdue), soonest due first',
    query: paging.extend({
      type: blankAsAbsent(z.enum(afterSaleTypes)),
      /** open: waiting for the shop or the member; final: over. */
      state: blankAsAbsent(z.enum(['open', 'final'])),
      /** 1: only refunds approved and not yet paid, soonest due first. */
      refundDue: blankAsAbsent(z.enum(['1'])),
      /** 1: only refunds past their promised day and not yet paid, soonest due first. */
      overdue: blankAsAbsent(z.enum(['1'])),
    }),
    result: page(adminAfterSaleView),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/adminapi/afterSale/detail',
    auth: 'operator',
    roles: [...afterSaleOperators, 'finance'],
    summary: 'One after-sales request with its member and timeline',
    query: z.object({ id: idInput }),
    result: adminAfterSaleView,
  }),
  decide: defineCall({
    method: 'POST',
    path: '/adminapi/afterSale/decide',
    auth: 'operator',
    roles: afterSaleOperators,
    summary:
      "Take the shop's step: approve, reject (with a reason), receive the goods, inspect (pass, or `note` the fault), refund (a second operator above the approval limit), ship the replacement",
    body: z.object({
      id: idInput,
      action: z.enum(afterSaleActions),
      note: z.string().trim().max(200).default(''),
      /** What the member reads on their timeline for this step (the note stays in the back office). */
      memberNote: z.string().trim().max(200).default(''),
      /** inspect: false when the goods fail inspection (refund: rejected; exchange: not approved). */
      passed: blankAsAbsent(z.enum(['true', 'false', 'short'])),
      /** shipReplacement: the replacement's parcel. */
      carrier: blankAsAbsent(carrierInput),
      trackingNo: blankAsAbsent(trackingInput),
    }),
    result: adminAfterSaleView,
  }),
};
