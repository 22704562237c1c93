// Members as checkout meets them: the member a purchase is made for, and the level a paid set
// grants.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { publish } from '../events/index.ts';
import type { VerifyService } from '../verify/index.ts';
import { members } from './member.schema.ts';

export class MemberBuyers {
  private readonly verify: VerifyService;

  constructor(verify: VerifyService) {
    this.verify = verify;
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

  /** Levels only rise: a paid set order grants its level. */
  async raiseLevel(tx: Tx, memberId: number, level: number): Promise<void> {
    await tx
      .update(members)
      .set({ level: sql`greatest(${members.level}, ${level})` })
      .where(eq(members.id, memberId));
    await publish(tx, 'member.level_raised', `${memberId}:${level}`, { memberId, level });
  }
}
