// The beans market: sell-beans orders a VIP opens for a friend or upline, paid by the buyer within
// an hour (QR or cash balance), and distributors assigning beans; the back office's view of both.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idInput, moneyString, optionalIntInput, page, paging } from '../common.ts';

export const beansOrderStates = ['unpaid', 'paid', 'cancelled', 'expired'] as const;
export type BeansOrderState = (typeof beansOrderStates)[number];
export const beansPayMethods = ['QR', 'CASH'] as const;
export type BeansPayMethod = (typeof beansPayMethods)[number];

/** The payable kind a sell-beans order is paid under (`pay/prepay` with `payableKind`). */
export const BEANS_ORDER_PAYABLE = 'beans-order';

/** A positive amount with at most two decimals: "100", "12.50". */
const positiveAmount = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/)
  .refine((text) => Number(text) > 0, { message: 'MUST_BE_POSITIVE' });
const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/);
/** The other member: their mobile number or invite code. */
const counterparty = z.string().trim().min(1).max(24);

const party = z.object({ memberId: z.number().int(), nickname: z.string(), mobile: z.string().nullable() });

export const beansOrderView = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  state: z.enum(beansOrderStates),
  /** What the caller is in this order; `operator` in the back office. */
  role: z.enum(['seller', 'buyer', 'operator']),
  beans: moneyString,
  /** Price per bean. */
  price: moneyString,
  total: moneyString,
  currency: z.string(),
  seller: party,
  buyer: party,
  createdAt: z.string(),
  /** The end of the payment window. */
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  payMethod: z.enum(beansPayMethods).nullable(),
  cancelReason: z.string().nullable(),
  payableKind: z.literal(BEANS_ORDER_PAYABLE),
});
export type BeansOrderView = z.infer<typeof beansOrderView>;

export const beansAssignment = z.object({
  transactionId: z.number().int(),
  beans: moneyString,
  to: party,
});

export const beansDistributor = z.object({
  memberId: z.number().int(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  since: z.string(),
});

export const beans = {
  sellCreate: defineCall({
    method: 'POST',
    path: '/mallapi/beans/sellCreate',
    auth: 'member',
    summary:
      'A VIP sells beans to a friend or upline: the beans are held and the buyer has 1 hour to pay; a resent idempotencyKey answers the first order',
    body: z.object({
      buyer: counterparty,
      beans: positiveAmount,
      price: positiveAmount,
      idempotencyKey,
    }),
    result: beansOrderView,
  }),
  sellCancel: defineCall({
    method: 'POST',
    path: '/mallapi/beans/sellCancel',
    auth: 'member',
    summary: 'The seller cancels an unpaid sell-beans order: the held beans return',
    body: z.object({ id: idInput }),
    result: beansOrderView,
  }),
  queryPage: defineCall({
    method: 'GET',
    path: '/mallapi/beans/queryPage',
    auth: 'member',
    summary: "The caller's sell-beans orders as seller or buyer, newest first (keyset paging by lastId)",
    query: paging.extend({
      role: z.enum(['seller', 'buyer']),
      lastId: optionalIntInput(z.number().int().min(1)),
    }),
    result: page(beansOrderView),
  }),
  orderDetail: defineCall({
    method: 'GET',
    path: '/mallapi/beans/orderDetail',
    auth: 'member',
    summary: 'One sell-beans order, for its seller or buyer only',
    query: z.object({ id: idInput }),
    result: beansOrderView,
  }),
  buy: defineCall({
    method: 'POST',
    path: '/mallapi/beans/buy',
    auth: 'member',
    summary:
      'The buyer pays a sell-beans order from the cash balance (CASH: beans and money move at once) or asks to pay by QR (then pay/prepay with payableKind beans-order)',
    body: z.object({ id: idInput, payMethod: z.enum(beansPayMethods), idempotencyKey }),
    result: beansOrderView,
  }),
  assign: defineCall({
    method: 'POST',
    path: '/mallapi/beans/assign',
    auth: 'member',
    summary: 'A distributor gives beans to a friend or upline; a resent idempotencyKey answers the first',
    body: z.object({ to: counterparty, beans: positiveAmount, idempotencyKey }),
    result: beansAssignment,
  }),
} as const;

export const adminBeans = {
  orders: defineCall({
    method: 'GET',
    path: '/adminapi/beans/orders',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'Sell-beans orders, newest first',
    query: paging.extend({
      state: z.enum(beansOrderStates).optional(),
      memberId: optionalIntInput(z.number().int().min(1)),
    }),
    result: page(beansOrderView),
  }),
  order: defineCall({
    method: 'GET',
    path: '/adminapi/beans/order',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'One sell-beans order',
    query: z.object({ id: idInput }),
    result: beansOrderView,
  }),
  forceCancel: defineCall({
    method: 'POST',
    path: '/adminapi/beans/forceCancel',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'Cancel an unpaid sell-beans order with a reason: the held beans return to the seller',
    body: z.object({ id: idInput, reason: z.string().trim().min(1).max(500) }),
    result: beansOrderView,
  }),
  distributors: defineCall({
    method: 'GET',
    path: '/adminapi/beans/distributors',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'Members who may assign beans',
    result: z.object({ list: z.array(beansDistributor) }),
  }),
  distributorSet: defineCall({
    method: 'POST',
    path: '/adminapi/beans/distributorSet',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'Make a member a distributor',
    body: z.object({ memberId: idInput }),
    result: beansDistributor,
  }),
  distributorUnset: defineCall({
    method: 'POST',
    path: '/adminapi/beans/distributorUnset',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'A member is no longer a distributor',
    body: z.object({ memberId: idInput }),
    result: z.object({ memberId: z.number().int(), removed: z.boolean() }),
  }),
} as const;
