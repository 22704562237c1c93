import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

export const settingChangeStatuses = ['pending', 'approved', 'rejected'] as const;

/** Money-control settings proposed by one admin, waiting for a second admin to approve. */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    status: text('status', { enum: settingChangeStatuses }).notNull().default('pending'),
    proposedBy: integer('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // At most one open proposal per setting: two admins proposing at once cannot both succeed.
    uniqueIndex('setting_changes_one_pending')
      .on(table.key)
      .where(sql`${table.status} = 'pending'`),
    index('setting_changes_status_idx').on(table.status, table.proposedAt),
    // Approved by a second admin, whatever writes the row; the proposer may still withdraw (reject) their own.
    check(
      'setting_changes_four_eyes',
      sql`${table.status} <> 'approved' or ${table.decidedBy} is null or ${table.decidedBy} <> ${table.proposedBy}`,
    ),
  ],
);
