// The back office's network explorer: one member's place in both trees and their volumes.
import { sql } from 'drizzle-orm';
import type { NetworkSide, TeamMemberView } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { legVolumes } from './network.volumes.ts';

/** The most sponsors the explorer lists above a member. */
const SPONSOR_UPLINE_LIMIT = 200;

type MemberRow = { id: number; nickname: string; level: number; created_at: Date | string; sponsor_id: number | null };
type UplineRow = { member_id: number; parent_id: number | null; side: NetworkSide | null; depth: number } & MemberRow;

const memberView = (row: MemberRow): TeamMemberView => ({
  memberId: row.id,
  name: row.nickname,
  headImage: null,
  level: row.level,
  joinedAt: new Date(row.created_at).toISOString(),
});

export async function explore(db: DbOrTx, memberId: number, now: Date) {
  const found = await db.execute<MemberRow>(
    sql`select id, nickname, level, created_at, sponsor_id from members where id = ${memberId}`,
  );
  const member = found.rows[0];
  if (!member) throw new AppError('NOT_FOUND');
  const placement = await db.execute<UplineRow>(sql`
    select p.ancestor_id as id, n.parent_id, n.side, p.depth, m.nickname, m.level, m.created_at, m.sponsor_id
    from network_paths p
    join network_nodes n on n.member_id = p.ancestor_id
    join members m on m.id = p.ancestor_id
    where p.descendant_id = ${memberId} and p.depth > 0 order by p.depth`);
  const sponsors = await db.execute<MemberRow & { n: number }>(sql`
    with recursive up(id, n) as (
      select sponsor_id, 1 from members where id = ${memberId} and sponsor_id is not null
      union all
      select m.sponsor_id, up.n + 1 from members m join up on m.id = up.id
      where m.sponsor_id is not null and up.n < ${SPONSOR_UPLINE_LIMIT}
    )
    select m.id, m.nickname, m.level, m.created_at, m.sponsor_id, up.n from up join members m on m.id = up.id order by up.n`);
  const downline = await db.execute<{ n: number; placed: boolean }>(sql`
    select (select count(*)::int from network_paths where ancestor_id = ${memberId} and depth > 0) as n,
           exists (select 1 from network_nodes where member_id = ${memberId}) as placed`);
  return {
    member: { ...memberView(member), sponsorId: member.sponsor_id },
    placed: downline.rows[0]?.placed ?? false,
    placementUpline: placement.rows.map((row) => ({
      memberId: row.id,
      parentId: row.parent_id,
      side: row.side,
      depth: row.depth,
      name: row.nickname,
      level: row.level,
      childCount: 0,
    })),
    sponsorUpline: sponsors.rows.map(memberView),
    downlineCount: downline.rows[0]?.n ?? 0,
    volumes: await legVolumes(db, memberId, now),
  };
}
