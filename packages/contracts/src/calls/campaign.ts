// Campaigns: subsidy campaigns, whose budget pays part of the price of the SKUs they name at
// checkout (docs/domain/campaign.md). Run by operators with the admin role.
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { idInput, page, paging } from '../common.ts';

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
