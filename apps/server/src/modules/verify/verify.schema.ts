import { bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { codePurposes } from '@mall/contracts';

/** One-time codes, stored only as a keyed hash; a code is spent once or burned after too many tries. */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('verify_codes_mobile_idx').on(table.mobile, table.purpose, table.createdAt)],
);

/** Fixed-window counters shared by every server process: one row per limited key. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** What the outbox provider "sent": read by developers and tests outside production. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    code: text('code').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_mobile_idx').on(table.mobile, table.sentAt)],
);
