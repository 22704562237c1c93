// Operators' raises of members' levels: one operator proposes with a reason, a second approves.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { levelRaiseStatuses } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

export const levelRaises = pgTable(
  'level_raises',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The member's level when proposed, and the level asked for (always higher). */
    fromLevel: smallint('from_level').notNull(),
    toLevel: smallint('to_level').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: levelRaiseStatuses }).notNull().default('pending'),
    /** Operators' ids (not foreign keys, as in the other two-person tables). */
    proposedBy: integer('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
  },
  (table) => [
    // One open raise per member: two operators proposing at once cannot both wait.
    uniqueIndex('level_raises_one_pending')
      .on(table.memberId)
      .where(sql`${table.status} = 'pending'`),
    index('level_raises_status_idx').on(table.status, table.proposedAt),
    check('level_raises_higher', sql`${table.toLevel} > ${table.fromLevel}`),
    // Approved by a second operator, whatever writes the row; the proposer may withdraw (reject) their own.
    check(
      'level_raises_four_eyes',
      sql`${table.status} <> 'approved' or ${table.decidedBy} is null or ${table.decidedBy} <> ${table.proposedBy}`,
    ),
  ],
);
