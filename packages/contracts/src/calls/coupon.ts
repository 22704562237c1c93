// Coupons: operators define templates (amount off above a threshold, or percent off up to a cap)
// and issue them to members; a member's coupon is valid for a window and used by one order.
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { crud } from '../crud.ts';
import {
  blankAsAbsent,
  idInput,
  intInput,
  localizedText,
  moneyString,
  optionalIntInput,
  page,
  paging,
} from '../common.ts';
import { moneyInput, textInput } from './catalog-admin.ts';
import { couponApprovals, couponKinds, couponRefusals, couponStates, couponTabs } from '../coupon-enums.ts';

export * from '../coupon-enums.ts';

/** What a coupon takes off, as shown to its holder. */
export const couponTerms = z.object({
  kind: z.enum(couponKinds),
  /** amountOff: the amount taken off; percentOff: "0.00". */
  amount: moneyString,
  /** percentOff: the percentage taken off (1–99); amountOff: 0. */
  percent: z.number().int(),
  /** The eligible lines' total the order must reach ("0.00": none). */
  threshold: moneyString,
  /** percentOff: the most taken off ("0.00": no cap). */
  cap: moneyString,
  /** Only lines of this product count (null: any). */
  productId: z.number().int().nullable(),
  /** Only lines of this category count (null: any). */
  categoryId: z.number().int().nullable(),
  /** Only lines of this brand count (null: any). */
  brandId: z.number().int().nullable(),
});

export const couponView = couponTerms.extend({
  id: z.number().int(),
  name: z.string(),
  state: z.enum(couponStates),
  validFrom: z.string(),
  validTo: z.string(),
  issuedAt: z.string(),
  usedAt: z.string().nullable(),
});
export type CouponView = z.infer<typeof couponView>;

export const usableCouponView = couponView.extend({
  applicable: z.boolean(),
  /** What the coupon takes off these lines ("0.00" when it does not apply). */
  discount: moneyString,
  /** Why it does not apply (null when it does), and the reason in the caller's language. */
  refusal: z.enum(couponRefusals).nullable(),
  whyNot: z.string().nullable(),
});
export type UsableCouponView = z.infer<typeof usableCouponView>;

/** A template the member may claim now, with what is left of its limits. */
export const claimableCouponView = couponTerms.extend({
  templateId: z.number().int(),
  name: z.string(),
  /** The lowest level that may claim it (level scope). */
  minLevel: z.number().int(),
  /** A fixed window, or validDays from the claim. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  validDays: z.number().int().nullable(),
  /** Claims left for all members (null: no total limit). */
  remaining: z.number().int().nullable(),
  /** How many this member claimed, and may claim in all (null: no per-member limit). */
  claimed: z.number().int(),
  perMemberLimit: z.number().int().nullable(),
});
export type ClaimableCouponView = z.infer<typeof claimableCouponView>;

const claimKey = blankAsAbsent(
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/),
);

export const coupon = {
  available: defineCall({
    method: 'POST',
    path: '/mallapi/coupon/available',
    auth: 'member',
    summary: 'The coupons this member may claim now: in their window, not claimed out, within the limits and level',
    body: z.object({}),
    result: z.object({ list: z.array(claimableCouponView) }),
  }),
  claim: defineCall({
    method: 'POST',
    path: '/mallapi/coupon/claim',
    auth: 'member',
    summary:
      'Claim a coupon of a claimable template, within its per-member and total limits and its level; a resent idempotencyKey answers the first claim',
    body: z.object({ templateId: idInput, idempotencyKey: claimKey }),
    result: z.object({ coupon: couponView, created: z.boolean() }),
  }),
  myPage: defineCall({
    method: 'POST',
    path: '/mallapi/coupon/myPage',
    auth: 'member',
    summary: "The member's coupons on one tab, newest first",
    body: paging.extend({ tab: z.enum(couponTabs).default('unused') }),
    result: page(couponView),
  }),
  usable: defineCall({
    method: 'POST',
    path: '/mallapi/coupon/usable',
    auth: 'member',
    summary:
      "The member's valid coupons for the cart's selected lines (or a direct buy), each with whether it applies and its discount; best first",
    body: z.object({
      productGoodsId: optionalIntInput(z.number().int().min(1)),
      num: optionalIntInput(z.number().int().min(1).max(999)),
      flashSaleId: optionalIntInput(z.number().int().min(1)),
    }),
    result: z.object({ list: z.array(usableCouponView) }),
  }),
};

const roles: readonly OperatorRole[] = ['admin', 'operator'];
const optionalDate = z
  .union([z.literal(''), z.iso.datetime({ offset: true }), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

export const adminCouponTemplateInput = z.object({
  id: optionalIntInput(z.number().int().min(1)),
  name: textInput,
  kind: z.enum(couponKinds),
  amount: moneyInput.default('0'),
  percent: intInput(z.number().int().min(0).max(99)).default(0),
  threshold: moneyInput.default('0'),
  cap: moneyInput.default('0'),
  /** A fixed window; or validDays after issue when both are empty. */
  validFrom: optionalDate,
  validTo: optionalDate,
  validDays: optionalIntInput(z.number().int().min(1).max(3660)).transform((value) => value ?? null),
  productId: optionalIntInput(z.number().int().min(1)).transform((value) => value ?? null),
  categoryId: optionalIntInput(z.number().int().min(1)).transform((value) => value ?? null),
  brandId: optionalIntInput(z.number().int().min(1)).transform((value) => value ?? null),
  isActive: z.boolean().default(true),
  /** Members may claim it themselves (`coupon/available`, `coupon/claim`). */
  claimable: z.boolean().default(false),
  /** Claims per member and in all (0: no limit). */
  perMemberLimit: intInput(z.number().int().min(0).max(1_000)).default(0),
  totalLimit: intInput(z.number().int().min(0).max(10_000_000)).default(0),
  /** Level scope: the lowest level that may claim it. */
  minLevel: intInput(z.number().int().min(1).max(3)).default(1),
});

export const adminCouponTemplateView = z.object({
  id: z.number().int(),
  name: localizedText,
  kind: z.enum(couponKinds),
  amount: moneyString,
  percent: z.number().int(),
  threshold: moneyString,
  cap: moneyString,
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  validDays: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  brandId: z.number().int().nullable(),
  isActive: z.boolean(),
  issuedCount: z.number().int(),
  claimable: z.boolean(),
  perMemberLimit: z.number().int(),
  totalLimit: z.number().int(),
  minLevel: z.number().int(),
  /** Claims taken so far against totalLimit. */
  claimedCount: z.number().int(),
  /** Worth more than the settings allow: pending until a finance operator, not its author, approves. */
  approval: z.enum(couponApprovals),
  proposedBy: z.number().int().nullable(),
});

/** An operator's issue of a coupon, with the value it can take off ("null": a percent off without a cap). */
export const adminCouponIssueView = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  templateId: z.number().int(),
  value: moneyString.nullable(),
  status: z.enum(['issued', 'pending', 'rejected']),
  requestedBy: z.number().int(),
  requestedByName: z.string().nullable(),
  couponId: z.number().int().nullable(),
  createdAt: z.string(),
});

const finance: readonly OperatorRole[] = ['finance'];
const decision = <R extends z.ZodType>(path: string, summary: string, result: R) =>
  defineCall({
    method: 'POST',
    path,
    auth: 'operator',
    roles: finance,
    summary,
    body: z.object({ id: idInput }),
    result,
  });

/** Coupon templates as a back-office table: list, save, delete. */
const templateCalls = crud(
  '/adminapi/coupon/template',
  'coupon template',
  adminCouponTemplateInput,
  adminCouponTemplateView,
  {
    roles,
    summaries: {
      list: 'Every coupon template, newest first, with how many were issued',
      save: 'Create a coupon template, or change the one with this id (issued coupons keep their terms)',
      delete: 'Delete a coupon template never issued (deactivate one that was)',
    },
  },
);

/** An operator's grant of a template to a list of members, with its progress. */
export const adminCouponGrantView = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  requestedBy: z.number().int(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** Each failed target (as given) with why, in English. */
  failures: z.array(z.object({ target: z.string(), reason: z.string() })),
  status: z.enum(['running', 'finished']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const adminCouponClaimView = z.object({
  memberId: z.number().int(),
  templateId: z.number().int(),
  claimed: z.number().int(),
  lastClaimedAt: z.string(),
});

export const adminCoupon = {
  template: templateCalls,
  grant: defineCall({
    method: 'POST',
    path: '/adminapi/coupon/grant',
    auth: 'operator',
    roles,
    summary:
      "Grant a template's coupon to a list of members (mobiles or member ids, one per line or comma), each through the operator's issue rules; answers the grant with its progress",
    body: z.object({ templateId: idInput, targets: z.string().trim().min(1).max(40_000) }),
    result: adminCouponGrantView,
  }),
  grants: defineCall({
    method: 'GET',
    path: '/adminapi/coupon/grants',
    auth: 'operator',
    roles,
    summary: 'The latest 100 grants to lists of members, newest first, with their progress',
    result: z.object({ list: z.array(adminCouponGrantView) }),
  }),
  claims: defineCall({
    method: 'GET',
    path: '/adminapi/coupon/claims',
    auth: 'operator',
    roles,
    summary: "Members' claims of a template (or of all), latest first, paged",
    query: paging.extend({ templateId: optionalIntInput(z.number().int().min(1)) }),
    result: page(adminCouponClaimView),
  }),
  issue: defineCall({
    method: 'POST',
    path: '/adminapi/coupon/issue',
    auth: 'operator',
    roles,
    summary:
      "Issue a coupon of an active, approved template to a member; the same key issues it once. Past the operator's daily total it waits for finance",
    body: z.object({
      memberId: idInput,
      templateId: idInput,
      /** The operator's submission key: a repeated submission answers the first coupon. */
      key: z.string().trim().min(8).max(64),
    }),
    result: z.object({
      couponId: z.number().int().nullable(),
      memberId: z.number().int(),
      created: z.boolean(),
      issueId: z.number().int(),
      status: z.enum(['issued', 'pending', 'rejected']),
    }),
  }),
  approvals: defineCall({
    method: 'GET',
    path: '/adminapi/coupon/approvals',
    auth: 'operator',
    roles: [...roles, 'finance'],
    summary: 'Coupon templates and issues waiting for a finance operator, oldest first',
    result: z.object({ templates: z.array(adminCouponTemplateView), issues: z.array(adminCouponIssueView) }),
  }),
  approveTemplate: decision(
    '/adminapi/coupon/approveTemplate',
    'Approve a template above the limit (not its author, nor an account linked to them): it can be issued',
    adminCouponTemplateView,
  ),
  rejectTemplate: decision(
    '/adminapi/coupon/rejectTemplate',
    'Reject a pending template: it is deactivated',
    adminCouponTemplateView,
  ),
  approveIssue: decision(
    '/adminapi/coupon/approveIssue',
    'Approve an issue past the daily total (not its requester): the coupon is issued once',
    adminCouponIssueView,
  ),
  rejectIssue: decision(
    '/adminapi/coupon/rejectIssue',
    'Reject a pending issue: no coupon is issued',
    adminCouponIssueView,
  ),
};
