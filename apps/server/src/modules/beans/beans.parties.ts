// Who a member may trade beans with: a friend (a member they invited, or who invited them) or an
// upline (anyone in their sponsor chain). The other member is named by mobile or invite code.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { ROOT_USERNAME } from '../member/index.ts';

export interface Party {
  memberId: number;
  nickname: string;
  mobile: string | null;
  level: number;
}

/** Turns what the member typed into the stored mobile number; null when it is not one. */
export type NormalizeMobile = (db: DbOrTx, text: string) => Promise<string | null>;

/** How far up a sponsor chain is followed: deeper than any real network. */
const MAX_CHAIN = 1000;

function partyOf(row: Record<string, unknown>): Party {
  return {
    memberId: Number(row.id),
    nickname: String(row.nickname),
    mobile: (row.mobile as string | null) ?? null,
    level: Number(row.level),
  };
}

/** The active member named by `text` (mobile or invite code), else MEMBER_NOT_FOUND. */
export async function findCounterparty(db: DbOrTx, text: string, normalize: NormalizeMobile): Promise<Party> {
  const mobile = await normalize(db, text);
  const result = await db.execute<Record<string, unknown>>(sql`
    select id, nickname, mobile, level from members
     where status = 'active' and deleted_at is null and username <> ${ROOT_USERNAME}
       and (invite_code = ${text.trim().toUpperCase()} or mobile = ${mobile ?? text.trim()})
     limit 1`);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'error.BEANS_MEMBER_NOT_FOUND', undefined, 'BEANS_MEMBER_NOT_FOUND');
  return partyOf(row);
}

/** Whether `otherId` is `memberId`'s friend (one invited the other) or in their sponsor chain. */
export async function isFriendOrUpline(db: DbOrTx, memberId: number, otherId: number): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(sql`
    with recursive chain(id, step) as (
      select sponsor_id, 1 from members where id = ${memberId}
      union all
      select m.sponsor_id, c.step + 1 from chain c join members m on m.id = c.id
       where m.sponsor_id is not null and c.step < ${MAX_CHAIN}
    )
    select exists (select 1 from chain where id = ${otherId})
        or exists (select 1 from members where id = ${otherId} and sponsor_id = ${memberId}) as ok`);
  return Boolean(result.rows[0]?.ok);
}

/** Members by id, for views. */
export async function partiesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Party>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<Record<string, unknown>>(sql`
    select id, nickname, mobile, level from members where id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((row) => [Number(row.id), partyOf(row)]));
}

/** Refuses a member who may not trade with `other`. */
export async function mustBeFriendOrUpline(db: DbOrTx, memberId: number, other: Party): Promise<void> {
  if (other.memberId === memberId || !(await isFriendOrUpline(db, memberId, other.memberId))) {
    throw new AppError('FORBIDDEN', 'error.BEANS_NOT_FRIEND', undefined, 'BEANS_NOT_FRIEND');
  }
}
