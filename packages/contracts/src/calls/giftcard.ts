// Gift cards: operators generate batches of single-use codes; a member redeems a code and an
// exchange card's value is credited to the balance its batch names.
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { idInput, intInput, page, paging } from '../common.ts';

/** What a card gives: exchange (value to a balance). */
export const giftCardKinds = ['exchange'] as const;
export type GiftCardKind = (typeof giftCardKinds)[number];

/** The balances an exchange card may credit. */
export const giftCardAssets = ['CASH_GIFT', 'BEANS', 'POINTS', 'VOUCHER'] as const;
export type GiftCardAsset = (typeof giftCardAssets)[number];

/** A code as the member types or scans it: case, spaces and dashes do not matter. */
const codeInput = z.string().trim().min(1).max(64);

export const giftCardView = z.object({
  id: z.number().int(),
  batchName: z.string(),
  kind: z.enum(giftCardKinds),
  asset: z.enum(giftCardAssets),
  /** The value credited: "10.00", or whole points ("100"). */
  value: z.string(),
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
      'Redeem a gift-card code: an exchange card credits its value to the balance its batch names, once. Tries are limited per member and per address',
    body: z.object({ code: codeInput }),
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
  asset: z.enum(giftCardAssets),
  value: z.string(),
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
      asset: z.enum(giftCardAssets),
      /** "10.00" for money-like balances, whole points for POINTS. */
      value: z.string().trim().min(1).max(12),
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
