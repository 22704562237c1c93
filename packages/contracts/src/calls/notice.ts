// Notices and system notifications: one family with a kind. Operator notices (`notice`) are stored
// once and shown to their audience; system and points notifications are one member's, rendered in
// the reader's language when read. Also the homepage top alert and the webview allow-list check.
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { crud } from '../crud.ts';
import { idInput, intInput, localizedText, optionalIntInput } from '../common.ts';
import { textInput } from './catalog-admin.ts';

export const noticeKinds = ['notice', 'system', 'points'] as const;
export type NoticeKind = (typeof noticeKinds)[number];
export const noticeAudiences = ['all', 'level'] as const;
export type NoticeAudience = (typeof noticeAudiences)[number];
/** An operator notice's state: waiting for its time, or shown. */
export const noticeStates = ['scheduled', 'published'] as const;

export const noticeView = z.object({
  id: z.number().int(),
  kind: z.enum(noticeKinds),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  /** When it was shown to members (a notice's publish time, a notification's creation). */
  createdAt: z.string(),
});
export type NoticeView = z.infer<typeof noticeView>;

const kindInput = z.object({ kind: z.enum(noticeKinds) });
const unreadCounts = z.object({
  notice: z.number().int(),
  system: z.number().int(),
  points: z.number().int(),
  total: z.number().int(),
});

export const notice = {
  queryPage: defineCall({
    method: 'POST',
    path: '/mallapi/notice/queryPage',
    auth: 'member',
    summary: "One kind of the member's notices, newest first (keyset: lastId is the previous page's last id)",
    body: kindInput.extend({
      pageSize: intInput(z.number().int().min(1).max(50)).default(20),
      lastId: optionalIntInput(z.number().int().min(1)),
    }),
    result: z.object({ list: z.array(noticeView), hasMore: z.boolean() }),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/mallapi/notice/detail',
    auth: 'member',
    summary: "One of the member's notices in the caller's language; opening it marks it read",
    query: kindInput.extend({ id: idInput }),
    result: noticeView,
  }),
  markRead: defineCall({
    method: 'POST',
    path: '/mallapi/notice/markRead',
    auth: 'member',
    summary: 'Mark one notice read (id), or every notice of the kind (no id)',
    body: kindInput.extend({ id: optionalIntInput(z.number().int().min(1)) }),
    result: unreadCounts,
  }),
  unreadCount: defineCall({
    method: 'GET',
    path: '/mallapi/notice/unreadCount',
    auth: 'member',
    summary: "The member's unread notices per kind and in total",
    result: unreadCounts,
  }),
} as const;

export const homepageTopView = z
  .object({ id: z.number().int(), title: z.string(), content: z.string(), createdAt: z.string() })
  .nullable();

export const memberAlert = {
  getHomepageTop: defineCall({
    method: 'GET',
    path: '/mallapi/memberAlert/getHomepageTop',
    auth: 'member',
    summary: 'The newest homepage-top notice the member has not dismissed; null when none',
    result: homepageTopView,
  }),
  updateHomepageTop: defineCall({
    method: 'POST',
    path: '/mallapi/memberAlert/updateHomepageTop',
    auth: 'member',
    summary: 'Dismiss the homepage-top notice with this id, for this member',
    body: z.object({ id: idInput }),
    result: homepageTopView,
  }),
} as const;

export const webview = {
  check: defineCall({
    method: 'GET',
    path: '/mallapi/webview/check',
    auth: 'public',
    summary: 'Whether a link may open in the in-app webview: only origins on the operators’ allow-list',
    query: z.object({ url: z.string().min(1).max(2000) }),
    result: z.object({ url: z.string() }),
  }),
} as const;

const roles: readonly OperatorRole[] = ['admin', 'operator'];
const publishAtInput = z
  .union([z.literal(''), z.iso.datetime({ offset: true }), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

export const adminNoticeInput = z
  .object({
    id: optionalIntInput(z.number().int().min(1)),
    title: textInput,
    content: textInput,
    audience: z.enum(noticeAudiences).default('all'),
    /** audience level: members at this level or above. */
    level: optionalIntInput(z.number().int().min(1).max(3)).transform((value) => value ?? null),
    /** Shown from this moment (null: now). */
    publishAt: publishAtInput,
    /** Also shown at the top of the home page until each member dismisses it. */
    isHomepageTop: z.boolean().default(false),
  })
  .refine((input) => (input.audience === 'level') === (input.level !== null), {
    path: ['level'],
    message: 'NOTICE_LEVEL',
  });

export const adminNoticeView = z.object({
  id: z.number().int(),
  title: localizedText,
  content: localizedText,
  audience: z.enum(noticeAudiences),
  level: z.number().int().nullable(),
  publishAt: z.string(),
  publishedAt: z.string().nullable(),
  state: z.enum(noticeStates),
  isHomepageTop: z.boolean(),
  createdBy: z.number().int().nullable(),
});

export const adminNotice = {
  notice: crud('/adminapi/content/notice', 'notice', adminNoticeInput, adminNoticeView, {
    roles,
    summaries: { list: 'Every operator notice, newest first, with its state (scheduled or published)' },
  }),
} as const;
