// Members' side of the timeline: the feed by tab (pinned first, then newest, keyset paged), a post,
// posting on What's hot, deleting one's own and reporting others'.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  MEMBER_TIMELINE_TAB,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type TimelinePostView,
  type timeline,
} from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SettingsService } from '../settings/index.ts';
import { ownMedia, type MediaOwner } from './timeline.media.ts';
import { timelinePosts, timelineReports } from './timeline.schema.ts';
import { postView, selectPosts, type PostRow } from './timeline.views.ts';

export type FeedQuery = ParsedQueryOf<typeof timeline.queryPage>;
export type PostInput = ParsedBodyOf<typeof timeline.add>;

/** At most this many pinned posts lead a tab's first page. */
const PINNED_MAX = 20;

export interface FeedPage<T> {
  list: T[];
  lastId: number | null;
  hasMore: boolean;
}

export function notFound(): AppError {
  return new AppError('NOT_FOUND', 'timeline.notFound', undefined, 'POST_NOT_FOUND');
}

/**
 * A tab's page: on the first page its pinned posts, then posts older than `lastId`, newest first.
 * `visible` narrows what the reader may see (members: neither hidden nor deleted).
 */
export async function feedPage(
  db: DbOrTx,
  viewer: number | null,
  query: FeedQuery,
  visible: SQL,
): Promise<FeedPage<PostRow>> {
  const inTab = sql`p.tab = ${query.tab} and ${visible}`;
  const pinned =
    query.lastId === undefined
      ? await selectPosts(db, viewer, sql`${inTab} and p.pinned_at is not null`, sql`p.pinned_at desc`, PINNED_MAX)
      : [];
  const older = query.lastId === undefined ? sql`true` : sql`p.id < ${query.lastId}`;
  const rows = await selectPosts(
    db,
    viewer,
    sql`${inTab} and p.pinned_at is null and ${older}`,
    sql`p.id desc`,
    query.pageSize + 1,
  );
  const hasMore = rows.length > query.pageSize;
  const list = rows.slice(0, query.pageSize);
  return { list: [...pinned, ...list], lastId: hasMore ? list[list.length - 1]!.id : null, hasMore };
}

/** Checks a post's media: images or one video (with an optional poster image), all the author's own. */
export async function checkPostMedia(db: DbOrTx, owner: MediaOwner, input: Omit<PostInput, 'tab'>): Promise<void> {
  if (input.videoId && input.images.length > 0)
    throw new AppError('VALIDATION', 'timeline.imagesOrVideo', undefined, 'IMAGES_OR_VIDEO');
  if (input.posterId && !input.videoId)
    throw new AppError('VALIDATION', 'timeline.posterWithoutVideo', undefined, 'POSTER_WITHOUT_VIDEO');
  if (new Set(input.images).size !== input.images.length)
    throw new AppError('VALIDATION', 'timeline.mediaUnknown', undefined, 'MEDIA_UNKNOWN');
  await ownMedia(db, owner, [...input.images, ...(input.posterId ? [input.posterId] : [])], 'image');
  if (input.videoId) await ownMedia(db, owner, [input.videoId], 'video');
}

export class TimelineService {
  private readonly deps: { settings: SettingsService };

  constructor(deps: { settings: SettingsService }) {
    this.deps = deps;
  }

  /** A tab's posts as a member (or a guest) sees them. */
  async page(db: DbOrTx, viewer: number | null, query: FeedQuery): Promise<FeedPage<TimelinePostView>> {
    const found = await feedPage(db, viewer, query, sql`p.deleted_at is null and p.hidden_at is null`);
    return { ...found, list: found.list.map((row) => postView(row, viewer)) };
  }

  /** One post; hidden ones only for their author. */
  async detail(db: DbOrTx, viewer: number | null, id: number): Promise<TimelinePostView> {
    const [row] = await selectPosts(db, viewer, sql`p.id = ${id} and p.deleted_at is null`, sql`p.id`, 1);
    if (!row || (row.hiddenAt !== null && (viewer === null || row.memberId !== viewer))) throw notFound();
    return postView(row, viewer);
  }

  /** A member's post, on What's hot only. */
  async add(tx: Tx, memberId: number, input: PostInput): Promise<TimelinePostView> {
    if (input.tab !== MEMBER_TIMELINE_TAB)
      throw new AppError('FORBIDDEN', 'timeline.hotOnly', undefined, 'HOT_TAB_ONLY');
    await checkPostMedia(tx, { memberId }, input);
    const [post] = await tx
      .insert(timelinePosts)
      .values({
        tab: MEMBER_TIMELINE_TAB,
        memberId,
        content: input.content,
        images: input.images,
        videoId: input.videoId ?? null,
        posterId: input.posterId ?? null,
      })
      .returning({ id: timelinePosts.id });
    return this.detail(tx, memberId, post!.id);
  }

  /** Deletes the member's own post; another's is refused. */
  async remove(tx: Tx, memberId: number, id: number): Promise<{ id: number; deleted: true }> {
    const done = await tx
      .update(timelinePosts)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(timelinePosts.id, id), eq(timelinePosts.memberId, memberId), isNull(timelinePosts.deletedAt)))
      .returning({ id: timelinePosts.id });
    if (done.length > 0) return { id, deleted: true };
    const [other] = await tx
      .select({ memberId: timelinePosts.memberId })
      .from(timelinePosts)
      .where(and(eq(timelinePosts.id, id), isNull(timelinePosts.deletedAt)));
    if (other) throw new AppError('FORBIDDEN', 'timeline.notYours', undefined, 'POST_NOT_YOURS');
    throw notFound();
  }

  /**
   * Records a member's report, once per post. The counters move in one UPDATE, so reports racing
   * each other hide the post exactly when the threshold (setting `timelineRules`) is reached.
   */
  async report(tx: Tx, memberId: number, id: number, reason: string): Promise<{ id: number; reported: true }> {
    const [post] = await tx
      .select({ memberId: timelinePosts.memberId })
      .from(timelinePosts)
      .where(and(eq(timelinePosts.id, id), isNull(timelinePosts.deletedAt)));
    if (!post) throw notFound();
    if (post.memberId === memberId) throw new AppError('VALIDATION', 'timeline.ownPost', undefined, 'OWN_POST');
    const added = await tx
      .insert(timelineReports)
      .values({ postId: id, memberId, reason })
      .onConflictDoNothing()
      .returning({ postId: timelineReports.postId });
    if (added.length === 0) throw new AppError('CONFLICT', 'timeline.alreadyReported', undefined, 'ALREADY_REPORTED');
    const { reportsToHide } = await this.deps.settings.get(tx, 'timelineRules');
    const reaches = sql`${timelinePosts.hiddenAt} is null and ${timelinePosts.openReports} + 1 >= ${reportsToHide}`;
    await tx
      .update(timelinePosts)
      .set({
        reportCount: sql`${timelinePosts.reportCount} + 1`,
        openReports: sql`${timelinePosts.openReports} + 1`,
        hiddenAt: sql`case when ${reaches} then now() else ${timelinePosts.hiddenAt} end`,
        hiddenReason: sql`case when ${reaches} then 'reports' else ${timelinePosts.hiddenReason} end`,
      })
      .where(eq(timelinePosts.id, id));
    return { id, reported: true };
  }
}
