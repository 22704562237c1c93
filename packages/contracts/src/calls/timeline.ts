// The timeline: a shared feed of posts in tabs. Members post text with up to nine images or one
// video of at most a minute on the What's hot tab; the other tabs hold operators' posts.
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { blankAsAbsent, formList, idInput, intInput, optionalIntInput } from '../common.ts';
import { imageSet } from './catalog.ts';
import { TIMELINE_CONTENT_MAX, TIMELINE_IMAGES_MAX, timelineTabs } from '../timeline-enums.ts';

const mediaId = z.string().regex(/^[0-9a-f]{24}$/);
const roles: readonly OperatorRole[] = ['admin', 'operator'];

export const timelineVideo = z.object({
  id: z.string(),
  url: z.string(),
  durationMs: z.number().int(),
  /** The poster frame the poster sent (800 px), or null. */
  poster: imageSet.nullable(),
});

export const timelinePost = z.object({
  id: z.number().int(),
  tab: z.enum(timelineTabs),
  content: z.string(),
  images: z.array(imageSet),
  video: timelineVideo.nullable(),
  /** The member's nickname, or null for the shop's own posts. */
  author: z.string().nullable(),
  authorAvatar: z.string().nullable(),
  isMine: z.boolean(),
  isPinned: z.boolean(),
  /** Only the author (and operators) see a hidden post. */
  isHidden: z.boolean(),
  hasReported: z.boolean(),
  createdAt: z.string(),
});
export type TimelinePostView = z.infer<typeof timelinePost>;

export const timelineMedia = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  image: imageSet.nullable(),
  videoUrl: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});

/** What a post is made of, as a form or JSON sends it. */
export const timelinePostInput = z.object({
  content: z.string().trim().min(1).max(TIMELINE_CONTENT_MAX),
  /** Image ids answered by uploadMedia. */
  images: formList(z.array(mediaId).max(TIMELINE_IMAGES_MAX)).default([]),
  /** A video id answered by uploadMedia; a post has images or one video, not both. */
  videoId: blankAsAbsent(mediaId),
  /** An image id (uploadMedia) to show before the video plays: a frame the page grabbed. */
  posterId: blankAsAbsent(mediaId),
});

const feedQuery = z.object({
  tab: z.enum(timelineTabs).default('hot'),
  pageSize: intInput(z.number().int().min(1).max(50)).default(10),
  /** Keyset paging: only posts older than this id (the previous page's `lastId`); absent: the first page. */
  lastId: optionalIntInput(z.number().int().min(1)),
});

const feedPage = z.object({
  /** The first page starts with the tab's pinned posts. */
  list: z.array(timelinePost),
  /** Pass as `lastId` for the next page; null when there is none. */
  lastId: z.number().int().nullable(),
  hasMore: z.boolean(),
});

export const timeline = {
  queryPage: defineCall({
    method: 'GET',
    path: '/mallapi/timeline/queryPage',
    auth: 'optional',
    summary: "A tab's posts: pinned first, then newest first, keyset paged by `lastId`",
    query: feedQuery,
    result: feedPage,
  }),
  detail: defineCall({
    method: 'GET',
    path: '/mallapi/timeline/detail',
    auth: 'optional',
    summary: 'One post; a hidden or deleted one only for its author',
    query: z.object({ id: idInput }),
    result: timelinePost,
  }),
  uploadMedia: defineCall({
    method: 'POST',
    path: '/mallapi/timeline/uploadMedia',
    auth: 'member',
    summary:
      'Upload one image or one MP4/MOV video (multipart field `file`); a video is read for its duration and refused past one minute',
    multipart: { file: 'file' },
    result: timelineMedia,
  }),
  add: defineCall({
    method: 'POST',
    path: '/mallapi/timeline/add',
    auth: 'member',
    summary: "Post on the What's hot tab: text with up to 9 images or one video",
    body: timelinePostInput.extend({ tab: z.enum(timelineTabs).default('hot') }),
    result: timelinePost,
  }),
  delete: defineCall({
    method: 'POST',
    path: '/mallapi/timeline/delete',
    auth: 'member',
    summary: "Delete one of the member's own posts",
    body: z.object({ id: idInput }),
    result: z.object({ id: z.number().int(), deleted: z.literal(true) }),
  }),
  report: defineCall({
    method: 'POST',
    path: '/mallapi/timeline/report',
    auth: 'member',
    summary: 'Report a post (once per member); enough reports hide it until an operator reviews it',
    body: z.object({ id: idInput, reason: z.string().trim().max(200).default('') }),
    result: z.object({ id: z.number().int(), reported: z.literal(true) }),
  }),
};

export const adminTimelinePost = timelinePost.extend({
  memberId: z.number().int().nullable(),
  reportCount: z.number().int(),
  /** Reports since the last review; at the setting's threshold the post hides itself. */
  openReports: z.number().int(),
  hiddenReason: z.enum(['reports', 'operator']).nullable(),
  reviewedAt: z.string().nullable(),
  isDeleted: z.boolean(),
  reasons: z.array(z.string()),
});

const adminId = z.object({ id: idInput });
const adminChange = (summary: string, path: string) =>
  defineCall({ method: 'POST', path, auth: 'operator', roles, summary, body: adminId, result: adminTimelinePost });

export const adminTimeline = {
  queue: defineCall({
    method: 'GET',
    path: '/adminapi/content/timeline/queue',
    auth: 'operator',
    roles,
    summary: 'Moderation queue: reported or hidden posts not yet deleted, most reported first',
    query: z.object({ pageSize: intInput(z.number().int().min(1).max(100)).default(50) }),
    result: z.object({ list: z.array(adminTimelinePost) }),
  }),
  posts: defineCall({
    method: 'GET',
    path: '/adminapi/content/timeline/posts',
    auth: 'operator',
    roles,
    summary: "A tab's posts as operators see them (hidden ones too), pinned first, keyset paged",
    query: feedQuery,
    result: feedPage.extend({ list: z.array(adminTimelinePost) }),
  }),
  hide: adminChange('Hide a post from members (audited)', '/adminapi/content/timeline/hide'),
  unhide: adminChange(
    'Show a hidden post again; its reports are marked reviewed and no longer hide it (audited)',
    '/adminapi/content/timeline/unhide',
  ),
  pin: adminChange('Pin a post to the top of its tab (audited)', '/adminapi/content/timeline/pin'),
  unpin: adminChange('Unpin a post (audited)', '/adminapi/content/timeline/unpin'),
  delete: adminChange('Delete any post (audited)', '/adminapi/content/timeline/delete'),
  uploadMedia: defineCall({
    method: 'POST',
    path: '/adminapi/content/timeline/uploadMedia',
    auth: 'operator',
    roles,
    summary: "Upload one image or video (at most one minute) for the shop's own post",
    multipart: { file: 'file' },
    result: timelineMedia,
  }),
  add: defineCall({
    method: 'POST',
    path: '/adminapi/content/timeline/add',
    auth: 'operator',
    roles,
    summary: 'Post as the shop on any tab (audited)',
    body: timelinePostInput.extend({ tab: z.enum(timelineTabs) }),
    result: adminTimelinePost,
  }),
};
