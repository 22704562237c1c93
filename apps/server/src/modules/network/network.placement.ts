// Placement in the binary tree: a member goes to the outermost free position of their sponsor's
// default side. The closure rows are written with the node, so every later read is one query.
import { sql } from 'drizzle-orm';
import type { NetworkSide } from '@mall/contracts';
import { withTransaction, type Db, type Tx } from '../../db/client.ts';
import { invariant } from '../../lib/errors.ts';

type NodeRow = { member_id: number; depth: number; default_side: NetworkSide };

async function nodeOf(tx: Tx, memberId: number, lock = false): Promise<NodeRow | undefined> {
  const result = await tx.execute<NodeRow>(sql`
    select member_id, depth, default_side from network_nodes where member_id = ${memberId}
    ${lock ? sql`for update` : sql``}`);
  return result.rows[0];
}

/** The last node of the chain going only `side` from `fromId`: one recursive index walk. */
async function outermost(tx: Tx, fromId: number, side: NetworkSide): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`
    with recursive chain(id, n) as (
      select ${fromId}::int, 0
      union all
      select c.member_id, chain.n + 1 from network_nodes c join chain on c.parent_id = chain.id and c.side = ${side}
    )
    select id from chain order by n desc limit 1`);
  return result.rows[0]!.id;
}

async function hasChild(tx: Tx, parentId: number, side: NetworkSide): Promise<boolean> {
  const result = await tx.execute(sql`select 1 from network_nodes where parent_id = ${parentId} and side = ${side}`);
  return result.rows.length > 0;
}

/** Writes the node, its closure rows (every ancestor of the parent, and itself) and its empty legs. */
async function insertNode(tx: Tx, memberId: number, parent: NodeRow | null, side: NetworkSide | null) {
  const inserted = await tx.execute(sql`
    insert into network_nodes (member_id, parent_id, side, depth)
    values (${memberId}, ${parent?.member_id ?? null}::int, ${side}::text, ${parent ? parent.depth + 1 : 0})
    on conflict (member_id) do nothing returning member_id`);
  if (inserted.rows.length === 0) return false;
  await tx.execute(sql`
    with above as (
      select ancestor_id, depth + 1 as depth, coalesce(side, ${side}::text) as side
      from network_paths where descendant_id = ${parent?.member_id ?? null}::int
    )
    insert into network_paths (ancestor_id, descendant_id, depth, side)
    select ancestor_id, ${memberId}::int, depth, side from above
    union all select ${memberId}::int, ${memberId}::int, 0, null::text`);
  await tx.execute(sql`insert into network_legs (member_id) values (${memberId}) on conflict do nothing`);
  return true;
}

/**
 * Places one member (and first their sponsor, when not yet placed); answers whether this call
 * placed them. Safe to repeat and to run in many transactions at once: the sponsor's row is locked
 * so one sponsor's placements queue, and the chosen parent's row is locked and checked again, so a
 * placement under another sponsor that reached the same free position first moves this one down.
 */
export async function placeMember(tx: Tx, memberId: number, chain = 0): Promise<boolean> {
  invariant(chain < 10_000, 'the sponsor chain ends at the company root');
  if (await nodeOf(tx, memberId)) return false;
  const found = await tx.execute<{ sponsor_id: number | null }>(
    sql`select sponsor_id from members where id = ${memberId}`,
  );
  const member = found.rows[0];
  invariant(member, `member ${memberId} exists`);
  if (member.sponsor_id === null) return insertNode(tx, memberId, null, null);
  if (!(await nodeOf(tx, member.sponsor_id))) await placeMember(tx, member.sponsor_id, chain + 1);
  const sponsor = await nodeOf(tx, member.sponsor_id, true);
  invariant(sponsor, 'the sponsor is placed');
  const side = sponsor.default_side;
  let from = sponsor.member_id;
  for (;;) {
    const bottom = await outermost(tx, from, side);
    const parent = await nodeOf(tx, bottom, bottom !== sponsor.member_id);
    invariant(parent, 'the parent is placed');
    if (!(await hasChild(tx, bottom, side))) return insertNode(tx, memberId, parent, side);
    from = bottom;
  }
}

/** Places every member not yet in the tree, in member id order (members from before the network). */
export async function placeMissing(db: Db, batch = 500): Promise<number> {
  let placed = 0;
  for (;;) {
    const result = await db.execute<{ id: number }>(sql`
      select m.id from members m where not exists (select 1 from network_nodes n where n.member_id = m.id)
      order by m.id limit ${batch}`);
    if (result.rows.length === 0) return placed;
    for (const row of result.rows) {
      if (await withTransaction(db, (tx) => placeMember(tx, row.id))) placed++;
    }
    if (result.rows.length < batch) return placed;
  }
}
