// VIP welfare: what a member was granted once on first reaching level 2 or more.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { moneyString } from '../common.ts';

export const welfareMine = z.object({
  level: z.number().int(),
  /** Level 2 or more. */
  isVip: z.boolean(),
  /** When the welfare was granted; null when not (yet) granted, e.g. not VIP. */
  grantedAt: z.string().nullable(),
  /** The 888 coupon as issued (its state now), null when none was issued. */
  coupon: z
    .object({
      id: z.number().int(),
      name: z.string(),
      amount: moneyString,
      threshold: moneyString,
      state: z.string(),
      validTo: z.string(),
    })
    .nullable(),
  /** The voucher credited (VOUCHER balance), null when not granted. */
  voucher: moneyString.nullable(),
  /** The beans credited, null when not granted. */
  beans: moneyString.nullable(),
  healthPlan: z.object({ startsAt: z.string(), endsAt: z.string(), isActive: z.boolean() }).nullable(),
});
export type WelfareMine = z.infer<typeof welfareMine>;

export const welfare = {
  mine: defineCall({
    method: 'GET',
    path: '/mallapi/welfare/mine',
    auth: 'member',
    summary:
      "The caller's VIP welfare: the coupon, voucher, beans and health plan granted once on reaching level 2, or that they are not VIP yet",
    result: welfareMine,
  }),
} as const;
