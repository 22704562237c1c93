// Gift cards: operators generate batches of single-use codes; a member redeems a code and an
// exchange card's value is credited to the balance its batch names.
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { idInput, intInput, page, paging } from '../common.ts';

/** What a card gives: exchange (value to a balance) or pickup (one named product, ordered at zero to pay). */
export const giftCardKinds = ['exchange', 'pickup'] as const;
export type GiftCardKind = (typeof giftCardKinds)[number];

/** The balances an exchange card may credit. */
export const giftCardAssets = ['CASH_GIFT', 'BEANS', 'POINTS', 'VOUCHER'] as const;
export type GiftCardExchangeAsset = (typeof giftCardAssets)[number];
/** What a card credits: an exchange card's balance, or a pickup card's delivery-card credit. */
export const giftCardCredits = [...giftCardAssets, 'DELIVERY_CARD'] as const;
export type GiftCardAsset = (typeof giftCardCredits)[number];

/** A code as the member types or scans it: case, spaces and dashes do not matter. */
const codeInput = z.string().trim().min(1).max(64);

export const giftCardView = z.object({
  id: z.number().int(),
  batchName: z.string(),
  kind: z.enum(giftCardKinds),
  asset: z.enum(giftCardCredits),
  /** The value credited: "10.00", or whole points ("100"); a pickup card's credit is its order's total. */
  value: z.string(),
  /** A pickup card's product SKU and the order it made (null until it made one). */
  productGoodsId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  /** The code's last four characters: the whole code is shown only once, to the operator. */
  codeTail: z.string(),
  redeemedAt: z.string(),
  /** The ledger transaction that credited the value. */
  transactionId: z.number().int().nullable(),
});
export type GiftCardView = z.infer<typeof giftCardView>;

export const giftCard = {
  redeem: defineCall({
    method: 'POST',
    path: '/mallapi/giftCard/redeem',
    auth: 'member',
    summary:
      'Redeem a gift-card code: an exchange card credits its value to the balance its batch names, once; a pickup card orders its product to `addressId` at zero to pay, paid by its delivery-card credit. Tries are limited per member and per address',
    body: z.object({
      code: codeInput,
      /** A pickup card's delivery address (the member's): required for a pickup code, ignored otherwise. */
      addressId: idInput.optional(),
    }),
    result: giftCardView,
  }),
  myPage: defineCall({
    method: 'POST',
    path: '/mallapi/giftCard/myPage',
    auth: 'member',
    summary: "The member's redeemed gift cards, newest first",
    body: paging,
    result: page(giftCardView),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/mallapi/giftCard/detail',
    auth: 'member',
    summary: 'One of the member’s redeemed gift cards',
    query: z.object({ id: idInput }),
    result: giftCardView,
  }),
} as const;

/** Marketing operators run gift cards; finance reads them too. */
const roles: readonly OperatorRole[] = ['admin', 'operator'];

export const adminGiftCardBatchView = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(giftCardKinds),
  asset: z.enum(giftCardCredits),
  value: z.string(),
  /** A pickup batch's product SKU; null for exchange. */
  productGoodsId: z.number().int().nullable(),
  count: z.number().int(),
  redeemed: z.number().int(),
  expiresAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  createdBy: z.number().int(),
  createdAt: z.string(),
});
export type AdminGiftCardBatchView = z.infer<typeof adminGiftCardBatchView>;

export const adminGiftCardRedemptionView = z.object({
  cardId: z.number().int(),
  codeTail: z.string(),
  memberId: z.number().int(),
  redeemedAt: z.string(),
});

export const adminGiftCard = {
  generate: defineCall({
    method: 'POST',
    path: '/adminapi/giftCard/generate',
    auth: 'operator',
    roles,
    summary:
      'Generate a batch of single-use codes. The codes are answered once, as CSV, and kept only as hashes: they cannot be shown again',
    body: z.object({
      name: z.string().trim().min(1).max(100),
      kind: z.enum(giftCardKinds).default('exchange'),
      /** An exchange batch's balance; a pickup batch credits delivery-card credit and needs none. */
      asset: z.enum(giftCardAssets).optional(),
      /** An exchange batch's "10.00" for money-like balances, whole points for POINTS; none for pickup. */
      value: z.string().trim().min(1).max(12).optional(),
      /** A pickup batch's product SKU. */
      productGoodsId: idInput.optional(),
      count: intInput(z.number().int().min(1).max(5000)),
      /** ISO time after which the codes no longer redeem; absent: never expire. */
      expiresAt: z.iso.datetime({ offset: true }).optional(),
      /** The operator's submission key: a repeated submission makes no second batch. */
      key: z.string().trim().min(8).max(64),
    }),
    result: z.object({ batch: adminGiftCardBatchView, created: z.boolean(), csv: z.string().nullable() }),
  }),
  batches: defineCall({
    method: 'POST',
    path: '/adminapi/giftCard/batches',
    auth: 'operator',
    roles: [...roles, 'finance'],
    summary: 'Gift-card batches, newest first, with how many codes were redeemed',
    body: paging,
    result: page(adminGiftCardBatchView),
  }),
  void: defineCall({
    method: 'POST',
    path: '/adminapi/giftCard/void',
    auth: 'operator',
    roles,
    summary: 'Void a batch: its codes not yet redeemed no longer redeem (redeemed ones stay)',
    body: z.object({ id: idInput }),
    result: adminGiftCardBatchView,
  }),
  redemptions: defineCall({
    method: 'POST',
    path: '/adminapi/giftCard/redemptions',
    auth: 'operator',
    roles: [...roles, 'finance'],
    summary: "A batch's redeemed codes: who redeemed which and when, newest first",
    body: paging.extend({ id: idInput }),
    result: page(adminGiftCardRedemptionView),
  }),
} as const;
