// Reads of members' levels and their recorded changes, for the member's own history page and the
// back office's raises.
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberLevelChanges, members } from './member.schema.ts';

type ChangeRow = typeof memberLevelChanges.$inferSelect;

export function levelChangeOf(change: ChangeRow) {
  return {
    fromLevel: change.fromLevel,
    toLevel: change.toLevel,
    causeKind: change.causeKind,
    causeId: change.causeId,
    at: change.at.toISOString(),
  };
}

export class MemberLevels {
  /** The member's level and name, or undefined when there is no such member. */
  async levelOf(db: DbOrTx, memberId: number): Promise<{ level: number; username: string } | undefined> {
    const [row] = await db
      .select({ level: members.level, username: members.username })
      .from(members)
      .where(eq(members.id, memberId));
    return row;
  }

  /** Every recorded change of the member's level, newest first. */
  async changes(db: DbOrTx, memberId: number) {
    const rows = await db
      .select()
      .from(memberLevelChanges)
      .where(eq(memberLevelChanges.memberId, memberId))
      .orderBy(desc(memberLevelChanges.at), desc(memberLevelChanges.id));
    return rows.map(levelChangeOf);
  }

  /** One page of the member's level changes, newest first. */
  async history(db: DbOrTx, memberId: number, paging: { pageNum: number; pageSize: number }) {
    const { pageNum, pageSize } = paging;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(memberLevelChanges)
        .where(eq(memberLevelChanges.memberId, memberId))
        .orderBy(desc(memberLevelChanges.at), desc(memberLevelChanges.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: count() }).from(memberLevelChanges).where(eq(memberLevelChanges.memberId, memberId)),
    ]);
    const totalCount = total?.n ?? 0;
    return {
      list: rows.map(levelChangeOf),
      pageNum,
      pageSize,
      total: totalCount,
      hasMore: pageNum * pageSize < totalCount,
    };
  }
}
