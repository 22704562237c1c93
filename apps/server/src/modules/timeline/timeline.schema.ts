// The timeline: posts in tabs, the media files they show and members' reports. A member's post
// lives on What's hot; the shop's own (operator_id set, member_id null) on any tab.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TimelineTab } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

export type TimelineMediaKind = 'image' | 'video';
export type TimelineHiddenReason = 'reports' | 'operator';

/**
 * Every uploaded image or video, with who uploaded it: a post names only its author's own media.
 * Files live under uploads/timeline (`<id>-<size>.webp`, `<id>.<ext>` for a video).
 */
export const timelineMedia = pgTable(
  'timeline_media',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<TimelineMediaKind>().notNull(),
    memberId: integer('member_id').references(() => members.id),
    /** Not a foreign key: operators are the operator module's. */
    operatorId: integer('operator_id'),
    /** A video's file name under uploads/timeline (`<id>.mp4` or `<id>.mov`). */
    fileName: text('file_name'),
    /** A video's duration as read from the file on upload. */
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('timeline_media_owner', sql`(${t.memberId} is null) <> (${t.operatorId} is null)`),
    check(
      'timeline_media_video',
      sql`${t.kind} <> 'video' or (${t.durationMs} is not null and ${t.fileName} is not null)`,
    ),
  ],
);

export const timelinePosts = pgTable(
  'timeline_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tab: text('tab').$type<TimelineTab>().notNull(),
    memberId: integer('member_id').references(() => members.id),
    operatorId: integer('operator_id'),
    content: text('content').notNull(),
    /** Image media ids, in the order the author chose. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videoId: text('video_id').references(() => timelineMedia.id),
    posterId: text('poster_id').references(() => timelineMedia.id),
    /** Every member who ever reported it. */
    reportCount: integer('report_count').notNull().default(0),
    /** Reports since an operator last reviewed it: at the setting's threshold the post is hidden. */
    openReports: integer('open_reports').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').$type<TimelineHiddenReason>(),
    /** When an operator last showed it again (its open reports then start from zero). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('timeline_posts_tab_idx').on(t.tab, t.id),
    index('timeline_posts_member_idx').on(t.memberId, t.id),
    check('timeline_posts_author', sql`(${t.memberId} is null) <> (${t.operatorId} is null)`),
    check('timeline_posts_member_tab', sql`${t.memberId} is null or ${t.tab} = 'hot'`),
    check('timeline_posts_media', sql`${t.videoId} is null or jsonb_array_length(${t.images}) = 0`),
    check('timeline_posts_images', sql`jsonb_array_length(${t.images}) <= 9`),
  ],
);

/** One row per member and post: a member reports a post once. */
export const timelineReports = pgTable(
  'timeline_reports',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => timelinePosts.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.memberId] })],
);
