// Operators' raises of a member's level under the two-person rule: one operator proposes with a
// reason, a second approves (db/two-person.ts), and only then does the level rise, recorded with
// the cause `operator`. Levels never go down: a raise to the level the member has, or lower, is refused.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { LevelRaiseView } from '@mall/contracts';
import { operatorNameOf } from '../../db/approval-links.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { approvalRefusals, twoPerson } from '../../db/two-person.ts';
import { AppError } from '../../lib/errors.ts';
import type { MemberBuyers, MemberLevels } from '../member/index.ts';
import { levelRaises } from './levels.schema.ts';

type RaiseRow = typeof levelRaises.$inferSelect;

const raiseApproval = twoPerson({
  table: 'level_raises',
  key: 'id',
  proposer: 'proposed_by',
  proposedAt: 'proposed_at',
  approver: 'decided_by',
  pending: sql`status = 'pending'`,
  refusals: approvalRefusals,
});

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === UNIQUE_VIOLATION;
}

function notHigher(level: number): AppError {
  return new AppError('CONFLICT', 'error.LEVEL_NOT_HIGHER', { level: String(level) }, 'LEVEL_NOT_HIGHER');
}

export interface LevelsDeps {
  levels: MemberLevels;
  buyers: MemberBuyers;
}

export class LevelRaises {
  private readonly deps: LevelsDeps;

  constructor(deps: LevelsDeps) {
    this.deps = deps;
  }

  /** Proposes raising a member to `level`; refused when the member already has it or one waits. */
  async propose(tx: Tx, operatorId: number, input: { memberId: number; level: number; reason: string }) {
    const member = await this.deps.levels.levelOf(tx, input.memberId);
    if (!member) throw new AppError('NOT_FOUND');
    if (member.level >= input.level) throw notHigher(member.level);
    // A savepoint: the unique index refusing a second open raise must not end the transaction.
    const row = await tx
      .transaction((inner) =>
        inner
          .insert(levelRaises)
          .values({
            memberId: input.memberId,
            fromLevel: member.level,
            toLevel: input.level,
            reason: input.reason,
            proposedBy: operatorId,
          })
          .returning(),
      )
      .then(([inserted]) => inserted!)
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new AppError('CONFLICT', 'error.LEVEL_RAISE_PENDING', undefined, 'LEVEL_RAISE_PENDING');
        throw error;
      });
    return this.view(tx, row.id);
  }

  /**
   * A second operator approves: the row is claimed under the two-person condition (of concurrent
   * approvers exactly one gets it), then the level rises with the cause `operator` and the approver's id.
   */
  async approve(tx: Tx, operatorId: number, id: number, note: string) {
    const claimed = await raiseApproval.claim<{ member_id: number; to_level: number }>(tx, id, operatorId);
    const member = await this.deps.levels.levelOf(tx, claimed.member_id);
    if (!member) throw new AppError('NOT_FOUND');
    if (member.level >= claimed.to_level) throw notHigher(member.level);
    const now = new Date();
    await raiseApproval.decide(tx, id, operatorId, [
      sql`status = 'approved'`,
      sql`decided_at = ${now}`,
      sql`note = ${note || null}`,
    ]);
    await this.deps.buyers.raiseLevel(tx, claimed.member_id, claimed.to_level, {
      causeKind: 'operator',
      causeId: operatorId,
      at: now,
    });
    return this.view(tx, id);
  }

  /** Rejects a waiting raise: any operator of the roles, the proposer withdrawing their own too. */
  async reject(tx: Tx, operatorId: number, id: number, note: string) {
    const [row] = await tx
      .update(levelRaises)
      .set({ status: 'rejected', decidedBy: operatorId, decidedAt: new Date(), note: note || null })
      .where(sql`${levelRaises.id} = ${id} and ${levelRaises.status} = 'pending'`)
      .returning({ id: levelRaises.id });
    if (!row) throw await raiseApproval.refusal(tx, id, -1);
    return this.view(tx, id);
  }

  /** Raises waiting for a second operator, oldest first. */
  async pending(db: DbOrTx): Promise<LevelRaiseView[]> {
    const rows = await this.select(db).where(eq(levelRaises.status, 'pending')).orderBy(asc(levelRaises.proposedAt));
    return rows.map(raiseView);
  }

  /** A member's recorded level changes and every raise proposed for them, newest first. */
  async history(db: DbOrTx, memberId: number) {
    const member = await this.deps.levels.levelOf(db, memberId);
    if (!member) throw new AppError('NOT_FOUND');
    const raises = await this.select(db)
      .where(eq(levelRaises.memberId, memberId))
      .orderBy(desc(levelRaises.proposedAt), desc(levelRaises.id));
    return { changes: await this.deps.levels.changes(db, memberId), raises: raises.map(raiseView) };
  }

  private select(db: DbOrTx) {
    return db
      .select({
        raise: levelRaises,
        memberName: sql<string>`(select username from members where id = ${levelRaises.memberId})`,
        proposedByName: operatorNameOf(levelRaises.proposedBy),
        decidedByName: operatorNameOf(levelRaises.decidedBy),
      })
      .from(levelRaises)
      .$dynamic();
  }

  private async view(db: DbOrTx, id: number): Promise<LevelRaiseView> {
    const [row] = await this.select(db).where(eq(levelRaises.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return raiseView(row);
  }
}

function raiseView(row: {
  raise: RaiseRow;
  memberName: string;
  proposedByName: string | null;
  decidedByName: string | null;
}): LevelRaiseView {
  const { raise } = row;
  return {
    id: raise.id,
    memberId: raise.memberId,
    memberName: row.memberName,
    fromLevel: raise.fromLevel,
    toLevel: raise.toLevel,
    reason: raise.reason,
    status: raise.status,
    proposedBy: raise.proposedBy,
    proposedByName: row.proposedByName,
    proposedAt: raise.proposedAt.toISOString(),
    decidedBy: raise.decidedBy,
    decidedByName: row.decidedByName,
    decidedAt: raise.decidedAt?.toISOString() ?? null,
    note: raise.note,
  };
}
