// Campaigns: subsidy campaigns, whose budget pays part of the price of the SKUs they name at
// checkout, and 0-yuan campaigns, a product VIPs take at zero to pay once each
// (docs/domain/campaign.md). Run by operators with the admin role.
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { idInput, intInput, moneyString, page, paging } from '../common.ts';
import { imageSet } from './catalog.ts';

/** Campaigns move the shop's money: only admins run them. */
const roles: readonly OperatorRole[] = ['admin'];

/** "12.34": a positive amount in the shop's currency. */
const amountInput = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/);

export const adminSubsidyCampaignView = z.object({
  id: z.number().int(),
  name: z.string(),
  budget: z.string(),
  spent: z.string(),
  left: z.string(),
  /** Each SKU's subsidy per unit. */
  skus: z.array(z.object({ productGoodsId: z.number().int(), amount: z.string() })),
  stoppedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminSubsidyCampaignView = z.infer<typeof adminSubsidyCampaignView>;

export const adminSubsidyUseView = z.object({
  orderId: z.number().int(),
  memberId: z.number().int(),
  productGoodsId: z.number().int(),
  amount: z.string(),
  /** When a cancel or close gave it back to the budget; null while spent. */
  returnedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminCampaign = {
  subsidyList: defineCall({
    method: 'POST',
    path: '/adminapi/campaign/subsidyList',
    auth: 'operator',
    roles,
    summary: 'Subsidy campaigns, newest first, with their budget, what is spent and what is left',
    body: paging,
    result: page(adminSubsidyCampaignView),
  }),
  subsidyCreate: defineCall({
    method: 'POST',
    path: '/adminapi/campaign/subsidyCreate',
    auth: 'operator',
    roles,
    summary:
      'Start a subsidy campaign: its budget and the subsidy per unit of each SKU it names, paid from the budget at checkout while it lasts',
    body: z.object({
      name: z.string().trim().min(1).max(100),
      budget: amountInput,
      skus: z
        .array(z.object({ productGoodsId: idInput, amount: amountInput }))
        .min(1)
        .max(200),
    }),
    result: adminSubsidyCampaignView,
  }),
  subsidyStop: defineCall({
    method: 'POST',
    path: '/adminapi/campaign/subsidyStop',
    auth: 'operator',
    roles,
    summary: 'Stop a subsidy campaign: orders placed from now on get no subsidy from it (placed ones keep theirs)',
    body: z.object({ id: idInput }),
    result: adminSubsidyCampaignView,
  }),
  subsidyUses: defineCall({
    method: 'POST',
    path: '/adminapi/campaign/subsidyUses',
    auth: 'operator',
    roles,
    summary: "A subsidy campaign's uses: which order took how much for which SKU, newest first",
    body: paging.extend({ id: idInput }),
    result: page(adminSubsidyUseView),
  }),
} as const;

export const zeroItemView = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int(),
  productGoodsId: z.number().int(),
  productName: z.string(),
  cover: imageSet.nullable(),
  /** The price the member would otherwise pay, shown struck through. */
  price: moneyString,
  stock: z.number().int(),
  left: z.number().int(),
  /** The order the member's take made (null: not taken, or its order not placed yet). */
  myOrderId: z.number().int().nullable(),
  taken: z.boolean(),
});
export type ZeroItemView = z.infer<typeof zeroItemView>;

export const campaign = {
  zeroList: defineCall({
    method: 'GET',
    path: '/mallapi/campaign/zeroList',
    auth: 'member',
    summary: 'The running 0-yuan items, with how many are left and whether the member took each',
    result: z.object({ list: z.array(zeroItemView) }),
  }),
  zeroTake: defineCall({
    method: 'POST',
    path: '/mallapi/campaign/zeroTake',
    auth: 'member',
    summary:
      'Take a 0-yuan item (level 2+, once per campaign, while its stock lasts): its order to `addressId` is placed and paid by the campaign, shipping included',
    body: z.object({ id: idInput, addressId: idInput }),
    result: z.object({ id: z.number().int(), orderId: z.number().int() }),
  }),
} as const;

export const adminZeroCampaignView = z.object({
  id: z.number().int(),
  name: z.string(),
  productGoodsId: z.number().int(),
  stock: z.number().int(),
  taken: z.number().int(),
  stoppedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminZeroCampaignView = z.infer<typeof adminZeroCampaignView>;

export const adminZeroTakeView = z.object({
  memberId: z.number().int(),
  orderId: z.number().int().nullable(),
  credited: z.string(),
  createdAt: z.string(),
});

export const adminZeroCampaign = {
  zeroList: defineCall({
    method: 'POST',
    path: '/adminapi/campaign/zeroList',
    auth: 'operator',
    roles,
    summary: '0-yuan campaigns, newest first, with their stock and how many were taken',
    body: paging,
    result: page(adminZeroCampaignView),
  }),
  zeroCreate: defineCall({
    method: 'POST',
    path: '/adminapi/campaign/zeroCreate',
    auth: 'operator',
    roles,
    summary: 'Start a 0-yuan campaign: a product SKU level 2+ members take at zero to pay, once each, up to `stock`',
    body: z.object({
      name: z.string().trim().min(1).max(100),
      productGoodsId: idInput,
      stock: intInput(z.number().int().min(1).max(100_000)),
    }),
    result: adminZeroCampaignView,
  }),
  zeroStop: defineCall({
    method: 'POST',
    path: '/adminapi/campaign/zeroStop',
    auth: 'operator',
    roles,
    summary: 'Stop a 0-yuan campaign: no one takes it from now on (taken ones keep their orders)',
    body: z.object({ id: idInput }),
    result: adminZeroCampaignView,
  }),
  zeroTakes: defineCall({
    method: 'POST',
    path: '/adminapi/campaign/zeroTakes',
    auth: 'operator',
    roles,
    summary: "A 0-yuan campaign's takes: who took it, its order and what the campaign paid, newest first",
    body: paging.extend({ id: idInput }),
    result: page(adminZeroTakeView),
  }),
} as const;
