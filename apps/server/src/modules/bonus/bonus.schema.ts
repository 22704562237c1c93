// Bonus records: one per (source, kind, earner), what the member sees and what makes a replayed
// event or a rerun settlement pay once. The money itself moves only through the ledger.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bonusKinds } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

export const bonusRecords = pgTable(
  'bonus_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What paid it: `order:<order id>` for an MP-activated order, `pairing:<day>` for a settlement. */
    source: text('source').notNull(),
    kind: text('kind', { enum: bonusKinds }).notNull(),
    earnerId: integer('earner_id')
      .notNull()
      .references(() => members.id),
    /** The order (not a foreign key: the orders module's table); null for pairing. */
    orderId: bigint('order_id', { mode: 'number' }),
    /** The member whose order (or downline volume) earned it. */
    fromMemberId: integer('from_member_id'),
    /** 0 for the sponsor's direct bonus and pairing, 1..depth for the generation places. */
    depth: smallint('depth').notNull().default(0),
    rateBp: integer('rate_bp').notNull(),
    /** Pairing: the open volume of each leg before the settlement; null for order bonuses. */
    leftMp: bigint('left_mp', { mode: 'number' }),
    rightMp: bigint('right_mp', { mode: 'number' }),
    /** MP matched (pairing) or the order's MP. */
    mp: bigint('mp', { mode: 'number' }).notNull(),
    baseMinor: bigint('base_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull(),
    cappedMinor: bigint('capped_minor', { mode: 'number' }).notNull(),
    /** The UTC day the bonus belongs to (the activation's, or the settled day). */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_records_source_kind_earner_uq').on(t.source, t.kind, t.earnerId),
    index('bonus_records_earner_idx').on(t.earnerId, t.id),
    index('bonus_records_day_idx').on(t.day, t.kind),
    check('bonus_records_amounts', sql`${t.paidMinor} >= 0 and ${t.cappedMinor} >= 0 and ${t.baseMinor} >= 0`),
  ],
);

/** The rounding the company kept of one kind's lines of one source, posted to the company account. */
export const bonusRemainders = pgTable(
  'bonus_remainders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    kind: text('kind', { enum: bonusKinds }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_remainders_source_kind_uq').on(t.source, t.kind),
    index('bonus_remainders_day_idx').on(t.day),
    check('bonus_remainders_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** One daily pairing settlement: its report. The day is unique, so a rerun continues the same run. */
export const bonusPairingRuns = pgTable('bonus_pairing_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Who started it by hand; null for the job. */
  operatorId: integer('operator_id'),
  members: integer('members').notNull().default(0),
  matchedMp: bigint('matched_mp', { mode: 'number' }).notNull().default(0),
  paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
  cappedMinor: bigint('capped_minor', { mode: 'number' }).notNull().default(0),
});
