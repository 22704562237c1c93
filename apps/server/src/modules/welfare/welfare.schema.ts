// VIP welfare: one grant per member (its row is what makes the grant happen once), and the
// benefits with an end date it gives, such as the health plan.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { memberTable as members } from '../member/index.ts';

export const benefitKinds = ['health_plan'] as const;
export type BenefitKind = (typeof benefitKinds)[number];

/**
 * The welfare a member was granted on first reaching level 2 or more. The member is the key: of
 * two grants racing for one member the second waits on the first's row and then grants nothing.
 */
export const welfareGrants = pgTable('welfare_grants', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  /** The level the member reached with the rise that granted it. */
  level: smallint('level').notNull(),
  /** The coupon issued (the coupon module's id); null when the setting named no template. */
  couponId: integer('coupon_id'),
  voucherMinor: bigint('voucher_minor', { mode: 'number' }).notNull(),
  beansMinor: bigint('beans_minor', { mode: 'number' }).notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
});

/** A benefit a member holds for a while (the 2-year health plan), once per member and kind. */
export const memberBenefits = pgTable(
  'member_benefits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: benefitKinds }).notNull(),
    /** Idempotency: `welfare:vip:<memberId>:health_plan` grants one plan. */
    grantKey: text('grant_key').notNull().unique(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('member_benefits_member_idx').on(table.memberId),
    check('member_benefits_period', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
