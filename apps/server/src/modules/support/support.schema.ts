// FAQ (operator-written, four languages in one JSON text each) and members' feedback with its
// conversation. Feedback photos are private files; this module records who uploaded each one.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id),
    question: jsonb('question').$type<LocalizedText>().notNull(),
    answer: jsonb('answer').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_questions_category_idx').on(t.categoryId, t.sort)],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    content: text('content').notNull(),
    contact: text('contact').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** 1 open, 2 answered, 3 closed (FEEDBACK_STATUS). */
    status: smallint('status').notNull().default(1),
    /** Operator replies since the member last opened the conversation. */
    unreadReplies: integer('unread_replies').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedbacks_member_idx').on(t.memberId, t.id),
    index('feedbacks_status_idx').on(t.status, t.updatedAt),
    check('feedbacks_status', sql`${t.status} between 1 and 3`),
  ],
);

export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedbacks.id),
    /** 'member' or 'operator'. */
    author: text('author').notNull(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_messages_feedback_idx').on(t.feedbackId, t.id),
    check('feedback_messages_author', sql`${t.author} in ('member', 'operator')`),
  ],
);

/** Who uploaded each feedback photo: a feedback attaches only its member's own. */
export const feedbackImages = pgTable('feedback_images', {
  id: text('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
