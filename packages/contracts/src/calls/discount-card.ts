// Discount cards: members buy one of the face values the settings offer (from the cash balance or
// by QR), pass value on to another member within their balance, and see their lots.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { blankAsAbsent, idInput, moneyString, page } from '../common.ts';
import { moneyInput } from './catalog-admin.ts';
import { productCard, productListQuery } from './catalog.ts';

const purchaseKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/);

/** A purchase as the buyer sees it; `payableKind` and `id` are what `pay/prepay` takes for a QR. */
export const discountCardPurchaseView = z.object({
  id: z.number().int(),
  faceValue: moneyString,
  payWith: z.enum(['CASH', 'QR']),
  /** pending: waiting for its QR; paid: the lot is credited; closed: the QR's time ran out unpaid. */
  status: z.enum(['pending', 'paid', 'closed']),
  payableKind: z.literal('discount-card'),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
});

export const discountCardLotView = z.object({
  id: z.number().int(),
  amount: moneyString,
  remaining: moneyString,
  purchasedAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});

export const discountCard = {
  faceValues: defineCall({
    method: 'POST',
    path: '/mallapi/discountCard/faceValues',
    auth: 'member',
    summary: 'The face values a discount card is sold at, and how many months a card lives',
    body: z.object({}),
    result: z.object({ list: z.array(moneyString), lifetimeMonths: z.number().int() }),
  }),
  buy: defineCall({
    method: 'POST',
    path: '/mallapi/discountCard/buy',
    auth: 'member',
    summary:
      'Buy a discount card of one of the face values, paid at once from the cash balance or by QR (then pay/prepay with payableKind discount-card); a resent idempotencyKey answers the first purchase',
    body: z.object({
      faceValue: moneyInput,
      payWith: z.enum(['CASH', 'QR']),
      idempotencyKey: purchaseKey,
    }),
    result: discountCardPurchaseView,
  }),
  distribute: defineCall({
    method: 'POST',
    path: '/mallapi/discountCard/distribute',
    auth: 'member',
    summary:
      "Give discount-card value to another member, found by mobile or invite code, within the giver's balance; the lots keep their expiry",
    body: z.object({
      to: z.string().trim().min(2).max(40),
      amount: moneyInput,
      idempotencyKey: blankAsAbsent(purchaseKey),
    }),
    result: z.object({ transactionId: z.number().int(), toMemberId: z.number().int(), amount: moneyString }),
  }),
  lots: defineCall({
    method: 'POST',
    path: '/mallapi/discountCard/lots',
    auth: 'member',
    summary: "The member's discount-card lots, earliest expiry first, and the balance",
    body: z.object({}),
    result: z.object({ balance: moneyString, list: z.array(discountCardLotView) }),
  }),
  products: defineCall({
    method: 'POST',
    path: '/mallapi/discountCard/products',
    auth: 'member',
    summary: 'Listed products a discount card pays for (lines with a DC discount), paged, optionally by keyword',
    body: productListQuery.extend({ keyword: z.string().trim().max(60).optional() }),
    result: page(productCard),
  }),
};

export const adminDiscountCard = {
  lots: defineCall({
    method: 'GET',
    path: '/adminapi/discountCard/lots',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: "A member's discount-card lots, earliest expiry first, and their balance",
    query: z.object({ memberId: idInput }),
    result: z.object({ balance: moneyString, list: z.array(discountCardLotView) }),
  }),
};
