// The charts and the team list: reads of the sponsor tree (members.sponsor_id) and the placement
// tree (its closure table), each one statement, capped so a huge team cannot make a huge answer.
import { sql, type SQL } from 'drizzle-orm';
import type { NetworkNodeView, NetworkSide, NetworkTreeKind, TeamMemberView } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

/** The most nodes one chart answers; a chart that large is read further by tapping nodes. */
export const TREE_NODE_LIMIT = 500;

type NodeRow = {
  member_id: number;
  parent_id: number | null;
  side: NetworkSide | null;
  depth: number;
  nickname: string;
  level: number;
  child_count: number;
};

const nodeView = (row: NodeRow): NetworkNodeView => ({
  memberId: row.member_id,
  parentId: row.depth === 0 ? null : row.parent_id,
  side: row.depth === 0 ? null : row.side,
  depth: row.depth,
  name: row.nickname,
  level: row.level,
  childCount: Number(row.child_count),
});

function sponsorTree(rootId: number, depth: number): SQL {
  return sql`
    with recursive t(member_id, parent_id, depth) as (
      select id, sponsor_id, 0 from members where id = ${rootId}
      union all
      select m.id, m.sponsor_id, t.depth + 1 from members m join t on m.sponsor_id = t.member_id where t.depth < ${depth}
    )
    select t.member_id, t.parent_id, null as side, t.depth, m.nickname, m.level,
           (select count(*) from members c where c.sponsor_id = t.member_id)::int as child_count
    from t join members m on m.id = t.member_id
    order by t.depth, t.member_id limit ${TREE_NODE_LIMIT}`;
}

function placementTree(rootId: number, depth: number): SQL {
  return sql`
    select p.descendant_id as member_id, n.parent_id, n.side, p.depth, m.nickname, m.level,
           (select count(*) from network_nodes c where c.parent_id = p.descendant_id)::int as child_count
    from network_paths p
    join network_nodes n on n.member_id = p.descendant_id
    join members m on m.id = p.descendant_id
    where p.ancestor_id = ${rootId} and p.depth <= ${depth}
    order by p.depth, n.parent_id, n.side limit ${TREE_NODE_LIMIT}`;
}

/** The chart from `rootId` down to `depth` levels, parents before children. */
export async function treeFrom(db: DbOrTx, kind: NetworkTreeKind, rootId: number, depth: number) {
  const query = kind === 'sponsor' ? sponsorTree(rootId, depth) : placementTree(rootId, depth);
  const result = await db.execute<NodeRow>(query);
  if (result.rows.length === 0) throw new AppError('NOT_FOUND', 'network.notPlaced', undefined, 'NOT_PLACED');
  return { kind, rootId, depth, nodes: result.rows.map(nodeView) };
}

/** Whether `memberId` is `viewerId` or below them in the tree `kind`. */
export async function isInDownline(db: DbOrTx, kind: NetworkTreeKind, viewerId: number, memberId: number) {
  if (viewerId === memberId) return true;
  const query =
    kind === 'placement'
      ? sql`select 1 from network_paths where ancestor_id = ${viewerId} and descendant_id = ${memberId} and depth > 0`
      : sql`
        with recursive up(id, n) as (
          select sponsor_id, 1 from members where id = ${memberId}
          union all
          select m.sponsor_id, up.n + 1 from members m join up on m.id = up.id where up.id <> ${viewerId} and up.n < 100000
        )
        select 1 from up where id = ${viewerId}`;
  const result = await db.execute(query);
  return result.rows.length > 0;
}

export interface TeamQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string | undefined;
  level?: number | undefined;
}

type TeamRow = { id: number; nickname: string; head_image: string | null; level: number; created_at: Date | string };

/** The members `sponsorId` sponsored, newest first, by name or mobile and level. */
export async function directTeam(
  db: DbOrTx,
  sponsorId: number,
  query: TeamQuery,
  avatar: (prefix: string | null) => string | null,
) {
  const conditions = [sql`sponsor_id = ${sponsorId}`, sql`status <> 'deleted'`];
  if (query.level !== undefined) conditions.push(sql`level = ${query.level}`);
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(nickname ilike ${like} or username ilike ${like} or mobile like ${like})`);
  }
  const where = sql.join(conditions, sql` and `);
  const offset = (query.pageNum - 1) * query.pageSize;
  const rows = await db.execute<TeamRow>(sql`
    select id, nickname, head_image, level, created_at from members where ${where}
    order by created_at desc, id desc limit ${query.pageSize} offset ${offset}`);
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from members where ${where}`);
  const count = total.rows[0]?.n ?? 0;
  const list: TeamMemberView[] = rows.rows.map((row) => ({
    memberId: row.id,
    name: row.nickname,
    headImage: avatar(row.head_image),
    level: row.level,
    joinedAt: new Date(row.created_at).toISOString(),
  }));
  return {
    list,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total: count,
    hasMore: offset + list.length < count,
  };
}
