// Members as checkout meets them: the member a purchase is made for, and the level a paid set
// grants.
import { and, eq } from 'drizzle-orm';
import type { LevelChangeCause } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { invariant } from '../../lib/errors.ts';
import type { InvalidationBus } from '../../lib/token-cache.ts';
import { publish } from '../events/index.ts';
import type { VerifyService } from '../verify/index.ts';
import { memberLevelChanges, members } from './member.schema.ts';
import { memberTokensKey } from './member.service.ts';

/** Why a level changes: the kind, the order's (or operator's) id, and when. */
export interface LevelCause {
  causeKind: LevelChangeCause;
  causeId: number | null;
  at: Date;
}

/** A recorded change of a member's level. */
export interface LevelChange extends LevelCause {
  memberId: number;
  fromLevel: number;
  toLevel: number;
}

export class MemberBuyers {
  private readonly verify: VerifyService;
  /** Where a raised level is published: every process drops the level it keeps behind the member's tokens. */
  private readonly bus: InvalidationBus<DbOrTx>;

  constructor(verify: VerifyService, bus: InvalidationBus<DbOrTx>) {
    this.verify = verify;
    this.bus = bus;
  }

  /** The active member a mobile number names (purchase on behalf); undefined when none or malformed. */
  async findActiveByMobile(db: DbOrTx, mobileInput: string): Promise<{ id: number; mobile: string } | undefined> {
    const mobile = await this.verify.normalizeMobile(db, mobileInput).catch(() => null);
    if (!mobile) return undefined;
    const [row] = await db
      .select({ id: members.id, mobile: members.mobile })
      .from(members)
      .where(and(eq(members.mobile, mobile), eq(members.status, 'active')));
    return row ? { id: row.id, mobile: row.mobile ?? mobile } : undefined;
  }

  /**
   * Levels only rise: a paid set order grants its level. The rise is recorded with its cause in the
   * caller's transaction; answers the change, or null when the member already had the level.
   */
  async raiseLevel(tx: Tx, memberId: number, level: number, cause: LevelCause): Promise<LevelChange | null> {
    // The member's row is locked first, so two raises of one member record one change each in turn.
    const [member] = await tx
      .select({ level: members.level })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    invariant(member, `member ${memberId} exists`);
    if (member.level >= level) return null;
    await tx.update(members).set({ level }).where(eq(members.id, memberId));
    // Prices follow the level a token carries: the new one holds on the member's next call anywhere.
    await this.bus.publish(tx, [memberTokensKey(memberId)]);
    const change: LevelChange = { memberId, fromLevel: member.level, toLevel: level, ...cause };
    await tx.insert(memberLevelChanges).values(change);
    await publish(tx, 'member.level_raised', `${memberId}:${level}`, {
      memberId,
      fromLevel: change.fromLevel,
      level,
      causeKind: cause.causeKind,
      causeId: cause.causeId,
    });
    return change;
  }
}
