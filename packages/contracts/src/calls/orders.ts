// Checkout: a preview priced by the server, order creation with stock and balance holds in one
// transaction, and the order counts per tab. The client says what it wants to spend; the server
// caps every amount to what is eligible and available and answers what it applied.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { formBoolean, idInput, moneyString, optionalIntInput, page, paging } from '../common.ts';
import { spendSources, type SpendParam, type SpendSourceName } from '../spend-sources.ts';
import { CART_MAX_NUM, cartLineIds } from './cart.ts';
import { imageSet, priceKind } from './catalog.ts';

/** 1 pending payment, 2 paid, 3 shipping, 4 received, 5 cancelled or closed, 6 complete; 7 "pending review" is a view of 4/6. */
export const orderStatuses = [1, 2, 3, 4, 5, 6] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const ORDER_STATUS = {
  pendingPayment: 1,
  paid: 2,
  shipping: 3,
  received: 4,
  closed: 5,
  complete: 6,
} as const satisfies Record<string, OrderStatus>;

/** The order list's tabs, as the client names them. */
export const orderTabs = ['all', 'pay', 'ship', 'receive', 'review', 'afterSale'] as const;

/** "12.34": what the shopper wants to spend of a balance; absent or blank means nothing. */
const spendInput = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\d{1,11}(\.\d{1,2})?$/),
  ])
  .optional()
  .transform((value) => (value === undefined || value === '' ? '0.00' : value));

/** One `use<Name>` field per spendable balance, in `spendSources` order. */
function spendParams<T>(field: T): Record<SpendParam, T> {
  return Object.fromEntries(spendSources.map((source) => [source.param, field])) as Record<SpendParam, T>;
}

/** One preview entry per spendable balance, named as the source. */
function spendBalances<T>(field: T): Record<SpendSourceName, T> {
  return Object.fromEntries(spendSources.map((source) => [source.name, field])) as Record<SpendSourceName, T>;
}

/** What to buy: the cart's selected lines (`cartIds`, or every selected line when absent) or one SKU now. */
const purchase = {
  cartIds: cartLineIds.optional(),
  productGoodsId: optionalIntInput(z.number().int().min(1)),
  num: optionalIntInput(z.number().int().min(1).max(CART_MAX_NUM)),
  flashSaleId: optionalIntInput(z.number().int().min(1)),
  addressId: optionalIntInput(z.number().int().min(1)),
  couponId: optionalIntInput(z.number().int().min(1)),
  /** One amount per balance of `spendSources` (`useCash`: the gift part first, then the withdrawable part). */
  ...spendParams(spendInput),
  /**
   * Pay points-zone lines with the points balance (their points price, plus any cash part as the
   * rest of the order). Without it a points-priced line is refused (`POINTS_REQUIRED`).
   */
  usePoints: formBoolean.default(false),
};

export const invoiceTitleTypes = ['none', 'person', 'company'] as const;

const invoiceFields = {
  invoiceType: z.enum(invoiceTitleTypes).default('none'),
  invoiceName: z.string().trim().max(100).default(''),
  invoiceTaxId: z.string().trim().max(30).default(''),
  /** Company invoices: the head office, or a branch with its number. */
  invoiceBranch: z.enum(['head', 'branch']).default('head'),
  invoiceBranchNo: z.string().trim().max(10).default(''),
  invoiceEmail: z.string().trim().max(120).default(''),
};

export const orderLineView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productGoodsId: z.number().int(),
  flashSaleId: z.number().int().nullable(),
  name: z.string(),
  specText: z.string(),
  cover: imageSet.nullable(),
  num: z.number().int(),
  price: moneyString,
  priceKind,
  retailPrice: moneyString,
  lineTotal: moneyString,
  rewardMp: z.number().int(),
  points: z.number().int(),
  paymentMethod: z.enum(['cash', 'certificate']),
  dcEligible: z.boolean(),
  /** Points this line is paid with (a points-zone line); 0 for a line paid with money. */
  pointsSpent: z.number().int(),
  /** The order's detail: units of this line refunded or returned and paid back, and that money. */
  refundedNum: z.number().int().optional(),
  refundedAmount: moneyString.optional(),
  /** The preview: what a subsidy campaign's budget pays of this line (absent: none; docs/domain/campaign.md). */
  subsidy: moneyString.optional(),
});
export type OrderLineView = z.infer<typeof orderLineView>;

/** Each balance the shopper may spend: what could be used at most, and what is applied. */
const balanceUse = z.object({ available: moneyString, max: moneyString, applied: moneyString });

export const orderAmounts = z.object({
  goodsTotal: moneyString,
  shippingFee: moneyString,
  /** What the goods still lack for free shipping ("0.00" once reached). */
  freeShippingExcess: moneyString,
  coupon: moneyString,
  /** What paying DC-eligible lines by discount card took off their price. */
  dcSaving: moneyString,
  discountCard: moneyString,
  voucher: moneyString,
  beans: moneyString,
  /** Cash balance spent: gift first, then withdrawable. */
  cashGift: moneyString,
  cash: moneyString,
  /** Left to pay by QR. */
  qr: moneyString,
  /** goods + shipping − coupon − DC saving: what the order costs. */
  orderTotal: moneyString,
  /** The order total without tax, and the tax in it (prices include tax). */
  preTax: moneyString,
  tax: moneyString,
  rewardMp: z.number().int(),
  /** Points the order earns. */
  points: z.number().int(),
  /** Points the order is paid with (points-zone lines), from the points balance. */
  pointsSpent: z.number().int(),
});
export type OrderAmounts = z.infer<typeof orderAmounts>;

export const orderPreview = z.object({
  lines: z.array(orderLineView.omit({ id: true })),
  amounts: orderAmounts,
  balances: z.object({
    ...spendBalances(balanceUse),
    /** The points balance (whole points) and what the points-zone lines take of it. */
    points: z.object({ available: z.number().int(), applied: z.number().int() }),
  }),
  currency: z.string(),
});
export type OrderPreview = z.infer<typeof orderPreview>;

export const addressSnapshot = z.object({
  name: z.string(),
  mobile: z.string(),
  region: z.string(),
  detail: z.string(),
  zip: z.string(),
});

export const orderView = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  /** 7 when received or complete and not yet reviewed, else the status. */
  viewStatus: z.number().int(),
  /** Received, with reward MP the member has still to confirm. */
  awaitingMp: z.boolean(),
  currency: z.string(),
  amounts: orderAmounts,
  lines: z.array(orderLineView),
  address: addressSnapshot,
  invoice: z.object({
    type: z.enum(invoiceTitleTypes),
    name: z.string(),
    taxId: z.string(),
    branch: z.enum(['head', 'branch']),
    branchNo: z.string(),
    email: z.string(),
  }),
  remark: z.string(),
  source: z.string(),
  buyerLevel: z.number().int(),
  /** The mobile of the member this order was bought for, when not the payer. */
  onBehalfOf: z.string().nullable(),
  transactionNo: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The order's detail: what after-sales refunds and returns paid back, all lines together. */
  refundedTotal: moneyString.optional(),
});
export type OrderView = z.infer<typeof orderView>;

/** One order in the member's list: enough for its card and the actions its status allows. */
export const orderSummary = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  viewStatus: z.number().int(),
  currency: z.string(),
  lines: z.array(
    orderLineView.pick({ id: true, productId: true, name: true, specText: true, cover: true, num: true, price: true }),
  ),
  /** Units in the order. */
  totalNum: z.number().int(),
  orderTotal: moneyString,
  /** Left to pay by QR while unpaid ("0.00" otherwise). */
  payable: moneyString,
  rewardMp: z.number().int(),
  /** Whether the member has still to confirm the order's MP (received, with reward MP). */
  awaitingMp: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/**
 * Where a cancelled order's part goes: back to the balance it came from (`source`), to the payment
 * method the QR part was paid with, through the provider (`payMethod`), or to the cash balance when
 * the provider cannot take it back (`cash`).
 */
export const refundDestinations = ['source', 'payMethod', 'cash'] as const;
export type RefundDestination = (typeof refundDestinations)[number];

/** What a cancelled order gave back, per source it was paid from. */
export const refundView = z.object({
  source: z.string(),
  amount: moneyString,
  to: z.enum(refundDestinations),
  /** `pending` while the QR part's refund is on its way (the provider is being asked), else `done`. */
  state: z.enum(['pending', 'done']),
});
export type RefundView = z.infer<typeof refundView>;

export const trackingEventView = z.object({
  at: z.string(),
  text: z.string(),
  /** Who reported it: an operator, or the carrier's signed webhook. */
  source: z.enum(['operator', 'carrier']),
});

export const shipmentView = z.object({
  shipmentId: z.number().int(),
  carrier: z.string(),
  trackingNo: z.string(),
  shippedAt: z.string(),
  /** The order lines in this parcel. */
  lineIds: z.array(z.number().int()),
  /** Newest first. */
  events: z.array(trackingEventView),
});
export type ShipmentView = z.infer<typeof shipmentView>;

const orderStep = z.object({ orderId: z.number().int(), status: z.number().int(), viewStatus: z.number().int() });

export const orders = {
  preview: defineCall({
    method: 'POST',
    path: '/mallapi/orders/preview',
    auth: 'member',
    summary: 'Price a purchase as the server will charge it: lines, shipping, each deduction, the QR remainder',
    body: z.object(purchase),
    result: orderPreview,
  }),
  create: defineCall({
    method: 'POST',
    path: '/mallapi/orders/create',
    auth: 'member',
    summary:
      'Create the order: stock taken, balances held; paid at once when balances cover it, else it waits for the QR',
    body: z.object({
      ...purchase,
      ...invoiceFields,
      remark: z.string().trim().max(200).default(''),
      /** The mobile of the member the order is bought for (purchase on behalf). */
      buyerAccount: z.string().trim().max(20).default(''),
      /**
       * The app's confirm dialog answered: `false` refuses any balance spent. Absent counts as
       * confirmed, since the amounts sent are the shopper's confirmation (the original client sends none).
       */
      confirmBalances: formBoolean.default(true),
      /**
       * The invite code of the member whose product link or sales page the shopper came through:
       * the order is theirs to earn the cashback of. Not binding: a code that cannot earn (unknown,
       * below level 2, the buyer's own) is dropped and the order placed without one.
       */
      shareCode: z.string().trim().toUpperCase().max(16).default(''),
      /** One key per order the shopper means: a resend answers the first order. */
      idempotencyKey: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.:-]{8,100}$/),
    }),
    result: z.object({
      orderId: z.number().int(),
      orderNo: z.string(),
      status: z.number().int(),
      /** Left to pay by QR ("0.00" when balances paid it all). */
      payable: moneyString,
      expiresAt: z.string().nullable(),
    }),
  }),
  queryNum: defineCall({
    method: 'POST',
    path: '/mallapi/orders/queryNum',
    auth: 'member',
    summary: "How many of the member's orders each tab holds",
    result: z.object({
      pay: z.number().int(),
      ship: z.number().int(),
      receive: z.number().int(),
      review: z.number().int(),
      afterSale: z.number().int(),
    }),
  }),
  queryPage: defineCall({
    method: 'POST',
    path: '/mallapi/orders/queryPage',
    auth: 'member',
    summary: "The member's orders of one tab, newest first (closed orders the member deleted are left out)",
    body: paging.extend({ tab: z.enum(orderTabs).default('all') }),
    result: page(orderSummary),
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/mallapi/orders/cancel',
    auth: 'member',
    summary:
      'Cancel an order not yet shipping: an unpaid one closes; a paid one is refunded to every source it was paid from (the QR part through its provider, or to the cash balance when the provider cannot), and its stock returns',
    body: z.object({ orderId: idInput }),
    result: orderStep.extend({ refunds: z.array(refundView) }),
  }),
  confirmReceipt: defineCall({
    method: 'POST',
    path: '/mallapi/orders/confirmReceipt',
    auth: 'member',
    summary: 'Confirm the parcel arrived; an order without reward MP is then complete',
    body: z.object({ orderId: idInput }),
    result: orderStep,
  }),
  confirmMp: defineCall({
    method: 'POST',
    path: '/mallapi/orders/confirmMp',
    auth: 'member',
    summary:
      "Confirm a received order's MP: it is active at once, and the order complete (refunds end, exchange stays)",
    body: z.object({ orderId: idInput }),
    result: orderStep,
  }),
  logistics: defineCall({
    method: 'GET',
    path: '/mallapi/orders/logistics',
    auth: 'member',
    summary: "The order's parcels with their carriers, tracking numbers and tracking events",
    query: z.object({ orderId: idInput }),
    result: z.object({ orderId: z.number().int(), status: z.number().int(), shipments: z.array(shipmentView) }),
  }),
  delete: defineCall({
    method: 'POST',
    path: '/mallapi/orders/delete',
    auth: 'member',
    summary: 'Hide a closed or complete order from the member’s list (the record stays)',
    body: z.object({ orderId: idInput }),
    result: z.object({ deleted: z.boolean() }),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/mallapi/orders/detail',
    auth: 'member',
    summary: "One of the member's orders with every field, and what a cancel gave back to each source",
    query: z.object({ orderId: idInput }),
    result: orderView.extend({ refunds: z.array(refundView) }),
  }),
};
