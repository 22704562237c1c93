// Coupon templates (what operators define) and members' coupons (what was issued). A member's
// coupon copies its template's terms at issue, so changing a template never changes coupons held.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CouponApproval, CouponKind, LocalizedText } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

const terms = {
  kind: text('kind').$type<CouponKind>().notNull(),
  /** amountOff: minor units taken off. */
  amountMinor: integer('amount_minor').notNull().default(0),
  /** percentOff: percentage taken off. */
  percent: integer('percent').notNull().default(0),
  thresholdMinor: integer('threshold_minor').notNull().default(0),
  /** percentOff: the most taken off in minor units; 0 for no cap. */
  capMinor: integer('cap_minor').notNull().default(0),
  /** Not foreign keys: the catalogue's tables are its own; a scope naming a deleted product matches nothing. */
  productId: integer('product_id'),
  categoryId: integer('category_id'),
  brandId: integer('brand_id'),
};

export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    ...terms,
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Valid this many days from issue when no fixed window is set. */
    validDays: integer('valid_days'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** approved (issuable), pending (worth more than the settings allow: waits for finance) or rejected. */
    approval: text('approval').$type<CouponApproval>().notNull().default('approved'),
    /** The operator whose save set these terms (null: the server's own, e.g. demo data). */
    proposedBy: integer('proposed_by'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer('approved_by'),
    /** Shown to members as claimable (`coupon/available`) while active, approved, in its window and not claimed out. */
    claimable: boolean('claimable').notNull().default(false),
    /** Claims one member may make (0: no limit). */
    perMemberLimit: integer('per_member_limit').notNull().default(0),
    /** Claims all members together may make (0: no limit); `claimedCount` counts them in one conditional update. */
    totalLimit: integer('total_limit').notNull().default(0),
    claimedCount: integer('claimed_count').notNull().default(0),
    /** Level scope: only members of this level or above may claim it. */
    minLevel: integer('min_level').notNull().default(1),
  },
  (t) => [
    check(
      'coupon_templates_limits',
      sql`${t.perMemberLimit} >= 0 and ${t.totalLimit} >= 0 and ${t.minLevel} between 1 and 3`,
    ),
    check('coupon_templates_kind', sql`${t.kind} in ('amountOff', 'percentOff', 'freeShipping')`),
    check('coupon_templates_approval', sql`${t.approval} in ('approved', 'pending', 'rejected')`),
    check('coupon_templates_four_eyes', sql`${t.approvedBy} is null or ${t.approvedBy} <> ${t.proposedBy}`),
    check(
      'coupon_templates_terms',
      sql`(${t.kind} = 'amountOff' and ${t.amountMinor} > 0 and ${t.percent} = 0)
       or (${t.kind} = 'percentOff' and ${t.percent} between 1 and 99 and ${t.amountMinor} = 0)
       or (${t.kind} = 'freeShipping' and ${t.amountMinor} = 0 and ${t.percent} = 0 and ${t.capMinor} = 0)`,
    ),
    check(
      'coupon_templates_validity',
      sql`(${t.validFrom} is not null and ${t.validTo} is not null and ${t.validFrom} < ${t.validTo} and ${t.validDays} is null)
       or (${t.validFrom} is null and ${t.validTo} is null and ${t.validDays} > 0)`,
    ),
  ],
);

export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    /** Who issued it and why (welfare, birthday, operator); the same key never issues twice. */
    issueKey: text('issue_key').notNull(),
    reason: text('reason').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    ...terms,
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** unused, reserved (by an unpaid order) or used; "expired" is unused past validTo, derived on read. */
    state: text('state').$type<'unused' | 'reserved' | 'used'>().notNull().default('unused'),
    orderRef: text('order_ref'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_coupons_issue_key_uq').on(t.issueKey),
    index('member_coupons_member_idx').on(t.memberId, t.state, t.validTo),
    uniqueIndex('member_coupons_order_uq').on(t.orderRef),
    check('member_coupons_state', sql`${t.state} in ('unused', 'reserved', 'used')`),
    check('member_coupons_order', sql`(${t.state} = 'unused') = (${t.orderRef} is null)`),
  ],
);

/**
 * Every coupon an operator issues, with its value: past the operator's daily total it waits for a
 * second operator with the finance role. The issue key makes a resend answer the first request.
 */
export const couponIssues = pgTable(
  'coupon_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    issueKey: text('issue_key').notNull(),
    /** What the coupon can take off, in minor units; null: a percent off without a cap (no bound). */
    valueMinor: bigint('value_minor', { mode: 'number' }),
    status: text('status').$type<'issued' | 'pending' | 'rejected'>().notNull(),
    requestedBy: integer('requested_by').notNull(),
    decidedBy: integer('decided_by'),
    couponId: bigint('coupon_id', { mode: 'number' }).references(() => memberCoupons.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_issues_key_uq').on(t.issueKey),
    index('coupon_issues_requester_day_idx').on(t.requestedBy, t.createdAt),
    index('coupon_issues_status_idx').on(t.status, t.id),
    check('coupon_issues_status', sql`${t.status} in ('issued', 'pending', 'rejected')`),
    check('coupon_issues_four_eyes', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
    check('coupon_issues_issued_has_coupon', sql`(${t.status} = 'issued') = (${t.couponId} is not null)`),
  ],
);

/** How many coupons of a template each member claimed: the per-member limit is one conditional upsert of this row. */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    claimed: integer('claimed').notNull().default(0),
    lastClaimedAt: timestamp('last_claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.templateId] }), index('coupon_claims_template_idx').on(t.templateId)],
);

/** One failed target of an operator's grant: what was given (mobile or id) and why it failed. */
export interface GrantFailure {
  target: string;
  reason: string;
}

/**
 * An operator's grant of one template to a list of members, worked through target by target; its
 * progress (done, failed with reasons) is what the back office shows. Each coupon goes through the
 * operator's issue rules with the key `grant:<id>:<member>`, so a rerun issues nothing twice.
 */
export const couponGrants = pgTable(
  'coupon_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    requestedBy: integer('requested_by').notNull(),
    /** The mobiles or member ids as the operator gave them. */
    targets: jsonb('targets').$type<string[]>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    failures: jsonb('failures').$type<GrantFailure[]>().notNull().default([]),
    status: text('status').$type<'running' | 'finished'>().notNull().default('running'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('coupon_grants_created_idx').on(t.createdAt),
    check('coupon_grants_status', sql`${t.status} in ('running', 'finished')`),
    check('coupon_grants_progress', sql`${t.done} + ${t.failed} <= ${t.total}`),
  ],
);
