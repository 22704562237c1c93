// The back office's side of the timeline: the moderation queue, hiding, showing again, pinning,
// deleting any post, and the shop's own posts on any tab. Routes record each change in the audit log.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ParsedBodyOf, ParsedQueryOf, adminTimeline } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { timelinePosts } from './timeline.schema.ts';
import { checkPostMedia, feedPage, notFound, type FeedPage } from './timeline.service.ts';
import { adminPostView, selectPosts } from './timeline.views.ts';

export type AdminPostView = ReturnType<typeof adminPostView>;
export type OperatorPostInput = ParsedBodyOf<typeof adminTimeline.add>;
type AdminFeedQuery = ParsedQueryOf<typeof adminTimeline.posts>;

/** What a moderation step writes. */
const steps = {
  hide: { hiddenAt: sql`coalesce(${timelinePosts.hiddenAt}, now())`, hiddenReason: sql`'operator'` },
  unhide: { hiddenAt: null, hiddenReason: null, reviewedAt: sql`now()`, openReports: 0 },
  pin: { pinnedAt: sql`coalesce(${timelinePosts.pinnedAt}, now())` },
  unpin: { pinnedAt: null },
  delete: { deletedAt: sql`now()`, pinnedAt: null },
} as const;
export type ModerationStep = keyof typeof steps;

export class TimelineModeration {
  /** One post as operators see it, deleted ones too. */
  async post(db: DbOrTx, id: number): Promise<AdminPostView> {
    const [row] = await selectPosts(db, null, sql`p.id = ${id}`, sql`p.id`, 1);
    if (!row) throw notFound();
    return adminPostView(row);
  }

  /** Posts waiting for a decision: hidden, or with open reports; most reported first. */
  async queue(db: DbOrTx, limit: number): Promise<{ list: AdminPostView[] }> {
    const waiting: SQL = sql`p.deleted_at is null and (p.hidden_at is not null or p.open_reports > 0)`;
    const rows = await selectPosts(db, null, waiting, sql`p.open_reports desc, p.id desc`, limit);
    return { list: rows.map(adminPostView) };
  }

  /** A tab as operators see it: hidden posts included, deleted ones not. */
  async page(db: DbOrTx, query: AdminFeedQuery): Promise<FeedPage<AdminPostView>> {
    const found = await feedPage(db, null, query, sql`p.deleted_at is null`);
    return { ...found, list: found.list.map(adminPostView) };
  }

  /** Applies one step to a post not deleted; answers it before and after. */
  async apply(tx: Tx, id: number, step: ModerationStep): Promise<{ before: AdminPostView; after: AdminPostView }> {
    const before = await this.post(tx, id);
    if (before.isDeleted) throw notFound();
    await tx
      .update(timelinePosts)
      .set(steps[step])
      .where(and(eq(timelinePosts.id, id), isNull(timelinePosts.deletedAt)));
    return { before, after: await this.post(tx, id) };
  }

  /** The shop's own post, on any tab. */
  async add(tx: Tx, operatorId: number, input: OperatorPostInput): Promise<AdminPostView> {
    await checkPostMedia(tx, { operatorId }, input);
    const [post] = await tx
      .insert(timelinePosts)
      .values({
        tab: input.tab,
        operatorId,
        content: input.content,
        images: input.images,
        videoId: input.videoId ?? null,
        posterId: input.posterId ?? null,
      })
      .returning({ id: timelinePosts.id });
    return this.post(tx, post!.id);
  }
}
