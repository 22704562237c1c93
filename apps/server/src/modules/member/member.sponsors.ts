// The sponsor chain as the bonus engine reads it: a member's sponsor, then the sponsor's sponsor,
// up to the company root, in one recursive statement over the sponsor index.
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from './member.schema.ts';
import { ROOT_USERNAME } from './member.views.ts';

export interface SponsorLink {
  memberId: number;
  level: number;
}

/**
 * The uplines of a member, sponsor first, stopping once `earners` of them are at `minLevel` or
 * above (or after `maxSteps`), and never including the company root (the company pays, it does
 * not earn).
 */
export async function sponsorChain(
  db: DbOrTx,
  memberId: number,
  limits: { earners: number; minLevel: number; maxSteps: number },
): Promise<SponsorLink[]> {
  const result = await db.execute<{ id: number; level: number }>(sql`
    with recursive chain(id, sponsor_id, level, username, step, earners) as (
      select m.id, m.sponsor_id, m.level, m.username, 1, (m.level >= ${limits.minLevel})::int
        from members m where m.id = (select sponsor_id from members where id = ${memberId})
      union all
      select m.id, m.sponsor_id, m.level, m.username, c.step + 1, c.earners + (m.level >= ${limits.minLevel})::int
        from chain c join members m on m.id = c.sponsor_id
       where c.earners < ${limits.earners} and c.step < ${limits.maxSteps}
    )
    select id, level from chain where username <> ${ROOT_USERNAME} order by step`);
  return result.rows.map((row) => ({ memberId: Number(row.id), level: Number(row.level) }));
}

/** The company root member's id (the company account), if it exists yet. */
export async function companyMemberId(db: DbOrTx): Promise<number | undefined> {
  const result = await db.execute<{ id: number }>(sql`select id from members where username = ${ROOT_USERNAME}`);
  const row = result.rows[0];
  return row ? Number(row.id) : undefined;
}

/** Members' current levels, by id. */
export async function levelsOf(db: DbOrTx, memberIds: readonly number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, level: members.level })
    .from(members)
    .where(inArray(members.id, [...memberIds]));
  return new Map(rows.map((row) => [row.id, row.level]));
}
