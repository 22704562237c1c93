// Operator notices (stored once, shown to their audience at read time), members' system and points
// notifications (a template key and its params, rendered when read), and who read or dismissed what.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText, NoticeAudience } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    audience: text('audience').$type<NoticeAudience>().notNull(),
    /** audience 'level': members at this level or above. */
    level: smallint('level'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    /** Set by the publishing job once publish_at has come (or at save, for a notice due now): members see only these. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isHomepageTop: boolean('is_homepage_top').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'notices_audience',
      sql`(${t.audience} = 'all' and ${t.level} is null) or (${t.audience} = 'level' and ${t.level} between 1 and 3)`,
    ),
    index('notices_published_idx').on(t.publishedAt, t.id),
  ],
);

/** One member's system or points notification; `source` (topic:key) makes one event write one row. */
export const notifications = pgTable(
  'member_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'system' | 'points'>().notNull(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('member_notifications_kind', sql`${t.kind} in ('system', 'points')`),
    uniqueIndex('member_notifications_source_uq').on(t.source, t.memberId),
    index('member_notifications_member_idx').on(t.memberId, t.kind, t.id),
  ],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.noticeId] })],
);

/** A member's dismissal of a homepage-top notice. */
export const homepageTopDismissals = pgTable(
  'homepage_top_dismissals',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.noticeId] })],
);
