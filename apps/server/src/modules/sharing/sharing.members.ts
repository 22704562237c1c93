// Who may share, read from the member module's table: level 2 and above (spec section 6), active.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { memberTable as members } from '../member/index.ts';

/** Product links and sales pages are for VIP members (level 2 and above). */
export const SHARE_MIN_LEVEL = 2;

export interface Sharer {
  id: number;
  level: number;
  inviteCode: string;
  nickname: string;
}

const sharerColumns = {
  id: members.id,
  level: members.level,
  inviteCode: members.inviteCode,
  nickname: members.nickname,
};
const isActive = and(eq(members.status, 'active'), isNull(members.deletedAt));

/** The member as they are now (a session's level may lag a paid set by a few seconds). */
export async function sharerById(db: DbOrTx, memberId: number): Promise<Sharer | undefined> {
  const [row] = await db
    .select(sharerColumns)
    .from(members)
    .where(and(eq(members.id, memberId), isActive));
  return row;
}

/** The member now, refused with the upgrade text below level 2. */
export async function vipSharer(db: DbOrTx, memberId: number): Promise<Sharer> {
  const sharer = await sharerById(db, memberId);
  if (!sharer || sharer.level < SHARE_MIN_LEVEL)
    throw new AppError('FORBIDDEN', 'sharing.vipOnly', undefined, 'SHARING_VIP_ONLY');
  return sharer;
}

/**
 * The member an order is attributed to by a shared invite code: one who exists, is active, is level
 * 2 or above and is not the buyer; null otherwise (the order is then placed without a sharer).
 */
export async function sharerOf(db: DbOrTx, shareCode: string, buyerId: number): Promise<number | null> {
  const [row] = await db
    .select(sharerColumns)
    .from(members)
    .where(and(eq(members.inviteCode, shareCode.trim().toUpperCase()), isActive));
  if (!row || row.level < SHARE_MIN_LEVEL || row.id === buyerId) return null;
  return row.id;
}
