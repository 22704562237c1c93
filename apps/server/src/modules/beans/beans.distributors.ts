// Distributors: members operators allow to assign beans to a friend or upline. An assignment is one
// ledger transfer under the distributor's key, so a resent request moves nothing more.
import { desc, eq } from 'drizzle-orm';
import { formatMinor, parseMinor } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import { memberTable as members } from '../member/index.ts';
import { findCounterparty, mustBeFriendOrUpline, type NormalizeMobile } from './beans.parties.ts';
import { beansDistributors } from './beans.schema.ts';

export class BeansDistributors {
  private readonly ledger: LedgerService;
  private readonly normalizeMobile: NormalizeMobile;

  constructor(deps: { ledger: LedgerService; normalizeMobile: NormalizeMobile }) {
    this.ledger = deps.ledger;
    this.normalizeMobile = deps.normalizeMobile;
  }

  async list(db: DbOrTx) {
    const rows = await db
      .select({
        memberId: beansDistributors.memberId,
        nickname: members.nickname,
        mobile: members.mobile,
        setAt: beansDistributors.setAt,
      })
      .from(beansDistributors)
      .innerJoin(members, eq(members.id, beansDistributors.memberId))
      .orderBy(desc(beansDistributors.setAt));
    return rows.map((row) => ({
      memberId: row.memberId,
      nickname: row.nickname,
      mobile: row.mobile,
      since: row.setAt.toISOString(),
    }));
  }

  /** Makes a member a distributor (again: nothing changes). */
  async set(tx: Tx, operatorId: number, memberId: number) {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    if (!member) throw new AppError('NOT_FOUND', 'error.BEANS_MEMBER_NOT_FOUND', undefined, 'BEANS_MEMBER_NOT_FOUND');
    await tx.insert(beansDistributors).values({ memberId, setBy: operatorId }).onConflictDoNothing();
    return (await this.list(tx)).find((row) => row.memberId === memberId)!;
  }

  async unset(tx: Tx, memberId: number) {
    const removed = await tx.delete(beansDistributors).where(eq(beansDistributors.memberId, memberId)).returning();
    return { memberId, removed: removed.length > 0 };
  }

  async isDistributor(db: DbOrTx, memberId: number): Promise<boolean> {
    const [row] = await db.select().from(beansDistributors).where(eq(beansDistributors.memberId, memberId));
    return Boolean(row);
  }

  /** A distributor gives beans to a friend or upline (BEANS_GIFT both ways in the history). */
  async assign(tx: Tx, memberId: number, input: { to: string; beans: string; idempotencyKey: string }) {
    if (!(await this.isDistributor(tx, memberId))) {
      throw new AppError('FORBIDDEN', 'error.BEANS_NOT_DISTRIBUTOR', undefined, 'BEANS_NOT_DISTRIBUTOR');
    }
    const amountMinor = parseMinor(input.beans);
    if (amountMinor === null || amountMinor <= 0) {
      throw new AppError('VALIDATION', 'error.BEANS_AMOUNT_INVALID', undefined, 'BEANS_AMOUNT_INVALID', {
        field: 'beans',
      });
    }
    const to = await findCounterparty(tx, input.to, this.normalizeMobile);
    await mustBeFriendOrUpline(tx, memberId, to);
    const posted = await this.ledger.transfer(tx, {
      idempotencyKey: `beans-assign:${memberId}:${input.idempotencyKey}`,
      kind: 'BEANS_GIFT',
      reference: `beans-assign:${memberId}`,
      legs: [{ from: { memberId }, to: { memberId: to.memberId }, asset: 'BEANS', amountMinor }],
    });
    return {
      transactionId: posted.transactionId,
      beans: formatMinor(amountMinor),
      to: { memberId: to.memberId, nickname: to.nickname, mobile: to.mobile },
    };
  }
}
