// Builds the network bench's tree with set-based SQL: a left spine of SPINE members above a
// complete binary tree of `members` more (heap numbering: member h's parent is h/2, even h on the
// left), so the deepest member has SPINE + log2(members) ancestors. Every member is sponsored by
// its placement parent; members, nodes, closure rows and legs are written as the placement would.
import type pg from 'pg';

export const SPINE = 12;

/** floor(log2 h) for a positive int column, exactly (no floating point). */
const log2 = (column: string) => `(32 - position('1' in ${column}::bit(32)::text))`;

export interface BuiltTree {
  /** The id of spine member 1 is base + 1; heap member h is base + SPINE + h. */
  base: number;
  members: number;
  maxDepth: number;
  closureRows: number;
}

export async function buildTree(client: pg.Client, members: number): Promise<BuiltTree> {
  await client.query('set synchronous_commit = off');
  await client.query('set statement_timeout = 0');
  const total = SPINE + members;
  const inserted = await client.query<{ first: number; last: number }>(
    `with made as (
       insert into members (username, password_hash, nickname, invite_code, level)
       select 'net' || k, 'x', 'net' || k, 'NB' || k, 1 + (k % 3) from generate_series(1, $1::int) k order by k
       returning id)
     select min(id)::int as first, max(id)::int as last from made`,
    [total],
  );
  const { first, last } = inserted.rows[0]!;
  if (last - first + 1 !== total) throw new Error('member ids are not consecutive');
  const base = first - 1;
  const heap = base + SPINE;
  await client.query(`update members set sponsor_id = id - 1 where id between $1 and $2`, [base + 2, base + SPINE + 1]);
  await client.query(`update members set sponsor_id = $1 + (id - $1) / 2 where id between $2 and $3`, [
    heap,
    heap + 2,
    heap + members,
  ]);
  await client.query(
    `insert into network_nodes (member_id, parent_id, side, depth)
     select $1 + s, case when s = 1 then null else $1 + s - 1 end, case when s = 1 then null else 'left' end, s - 1
     from generate_series(1, $2::int) s`,
    [base, SPINE],
  );
  await client.query(
    `insert into network_nodes (member_id, parent_id, side, depth)
     select $1 + h, case when h = 1 then $1 else $1 + h / 2 end, case when h % 2 = 0 or h = 1 then 'left' else 'right' end,
            $3 + ${log2('h')}
     from generate_series(1, $2::int) h`,
    [heap, members, SPINE],
  );
  await client.query('alter table network_paths drop constraint network_paths_ancestor_id_depth_descendant_id_pk');
  await client.query('drop index network_paths_descendant_idx');
  await client.query(
    `insert into network_paths (ancestor_id, descendant_id, depth, side)
     select $1 + a, $1 + s, s - a, case when a = s then null else 'left' end
     from generate_series(1, $2::int) s, generate_series(1, s) a`,
    [base, SPINE],
  );
  // Heap ancestors: h >> j for every j while it is >= 1; the side is the bit just below.
  await client.query(
    `insert into network_paths (ancestor_id, descendant_id, depth, side)
     select $1 + (h >> j), $1 + h, j, case when j = 0 then null when ((h >> (j - 1)) & 1) = 0 then 'left' else 'right' end
     from generate_series(1, $2::int) h, generate_series(0, ${log2('h')}) j`,
    [heap, members],
  );
  await client.query(
    `insert into network_paths (ancestor_id, descendant_id, depth, side)
     select $1 + a, $2 + h, $3 + ${log2('h')} - a + 1, 'left'
     from generate_series(1, $4::int) h, generate_series(1, $3::int) a`,
    [base, heap, SPINE, members],
  );
  await client.query(
    'alter table network_paths add constraint network_paths_ancestor_id_depth_descendant_id_pk primary key (ancestor_id, depth, descendant_id)',
  );
  await client.query('create index network_paths_descendant_idx on network_paths (descendant_id, depth)');
  // Open volume for pairing: every member has some on the left, two in three on the right too.
  await client.query(
    `insert into network_legs (member_id, left_open_mp, right_open_mp, left_total_mp, right_total_mp)
     select id, 10 + id % 90, case when id % 3 = 0 then 0 else 5 + id % 70 end,
            10 + id % 90, case when id % 3 = 0 then 0 else 5 + id % 70 end
     from members where id between $1 and $2`,
    [base + 1, base + total],
  );
  await client.query('vacuum analyze members, network_nodes, network_paths, network_legs');
  const stats = await client.query<{ rows: string; depth: number }>(
    'select count(*) as rows, max(depth)::int as depth from network_paths',
  );
  return { base, members: total, maxDepth: stats.rows[0]!.depth, closureRows: Number(stats.rows[0]!.rows) };
}
