// One post as members and operators see it: one select with its author and media, one mapper.
import { sql, type SQL } from 'drizzle-orm';
import type { TimelinePostView, TimelineTab } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { avatarUrl } from '../member/index.ts';
import { timelineImageSet, timelineVideoUrl } from './timeline.media.ts';
import type { TimelineHiddenReason } from './timeline.schema.ts';

export type PostRow = {
  id: number;
  tab: TimelineTab;
  memberId: number | null;
  content: string;
  images: string[];
  videoId: string | null;
  videoFile: string | null;
  durationMs: number | null;
  posterId: string | null;
  nickname: string | null;
  headImage: string | null;
  reportCount: number;
  openReports: number;
  hiddenAt: string | null;
  hiddenReason: TimelineHiddenReason | null;
  reviewedAt: string | null;
  pinnedAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  hasReported: boolean;
  reasons: string[];
};

/**
 * Posts matching `where` (over `p`), in `orderBy`, as `viewer` sees them (whether they reported
 * each); `reasons` are the reports' reasons, for operators.
 */
export async function selectPosts(
  db: DbOrTx,
  viewer: number | null,
  where: SQL,
  orderBy: SQL,
  limit: number,
): Promise<PostRow[]> {
  const result = await db.execute<PostRow>(sql`
    select p.id::int as "id", p.tab, p.member_id as "memberId", p.content, p.images,
      p.video_id as "videoId", v.file_name as "videoFile", v.duration_ms as "durationMs",
      p.poster_id as "posterId",
      coalesce(nullif(m.nickname, ''), m.username) as "nickname", m.head_image as "headImage",
      p.report_count as "reportCount", p.open_reports as "openReports",
      p.hidden_at::text as "hiddenAt", p.hidden_reason as "hiddenReason",
      p.reviewed_at::text as "reviewedAt", p.pinned_at::text as "pinnedAt", p.deleted_at::text as "deletedAt",
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
      exists (select 1 from timeline_reports r where r.post_id = p.id and r.member_id = ${viewer}) as "hasReported",
      coalesce((select jsonb_agg(r.reason order by r.created_at) from timeline_reports r
        where r.post_id = p.id and r.reason <> ''), '[]'::jsonb) as "reasons"
    from timeline_posts p
    left join members m on m.id = p.member_id
    left join timeline_media v on v.id = p.video_id
    where ${where}
    order by ${orderBy}
    limit ${limit}`);
  return result.rows;
}

/** A post for a member's page. */
export function postView(row: PostRow, viewer: number | null): TimelinePostView {
  return {
    id: row.id,
    tab: row.tab,
    content: row.content,
    images: row.images.map(timelineImageSet),
    video:
      row.videoId && row.videoFile
        ? {
            id: row.videoId,
            url: timelineVideoUrl(row.videoFile),
            durationMs: row.durationMs ?? 0,
            poster: row.posterId ? timelineImageSet(row.posterId) : null,
          }
        : null,
    author: row.memberId === null ? null : row.nickname,
    authorAvatar: row.memberId === null ? null : avatarUrl(row.headImage, 100),
    isMine: viewer !== null && row.memberId === viewer,
    isPinned: row.pinnedAt !== null,
    isHidden: row.hiddenAt !== null,
    hasReported: row.hasReported,
    createdAt: row.createdAt,
  };
}

/** A post for the back office. */
export function adminPostView(row: PostRow) {
  return {
    ...postView(row, null),
    memberId: row.memberId,
    reportCount: row.reportCount,
    openReports: row.openReports,
    hiddenReason: row.hiddenReason,
    reviewedAt: row.reviewedAt,
    isDeleted: row.deletedAt !== null,
    reasons: row.reasons,
  };
}
