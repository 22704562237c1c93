// The back office's reviews: a first review (admin or finance), a second by a different finance
// operator (db/two-person.ts, and the CHECK `withdrawals_four_eyes`), and rejection with a reason
// the member sees, which returns the held money.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { OperatorRole, WithdrawalStatus } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { approvalLinked } from '../../db/approval-links.ts';
import { twoPerson } from '../../db/two-person.ts';
import { AppError } from '../../lib/errors.ts';
import { memberTable as members } from '../member/index.ts';
import { notFound, withdrawalMachine, wrongState } from './withdraw.states.ts';
import { withdrawals, type WithdrawalRow } from './withdraw.schema.ts';
import type { WithdrawService } from './withdraw.service.ts';
import { adminView } from './withdraw.views.ts';

const secondReview = twoPerson({
  table: 'withdrawals',
  key: 'id',
  proposer: 'first_reviewed_by',
  proposedAt: 'first_reviewed_at',
  approver: 'second_reviewed_by',
  pending: sql`status = 'first_passed'`,
  refusals: {
    notFound,
    decided: wrongState,
    own: () => new AppError('FORBIDDEN', 'error.WITHDRAW_SAME_REVIEWER', undefined, 'WITHDRAW_SAME_REVIEWER'),
    linked: approvalLinked,
  },
});

export interface QueueFilter {
  pageNum: number;
  pageSize: number;
  status?: WithdrawalStatus | undefined;
  memberId?: number | undefined;
}

export class WithdrawReview {
  readonly #withdraw: WithdrawService;

  constructor(withdraw: WithdrawService) {
    this.#withdraw = withdraw;
  }

  /** The queue, oldest first. */
  async page(db: DbOrTx, filter: QueueFilter) {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
    if (filter.memberId) conditions.push(eq(withdrawals.memberId, filter.memberId));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: withdrawals, username: members.username })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(where)
        .orderBy(asc(withdrawals.id))
        .limit(filter.pageSize)
        .offset((filter.pageNum - 1) * filter.pageSize),
      db.select({ value: count() }).from(withdrawals).where(where),
    ]);
    const totalCount = total?.value ?? 0;
    return {
      list: rows.map(({ row, username }) => ({ ...adminView({ ...row, username }), credentials: [] })),
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
      total: totalCount,
      hasMore: filter.pageNum * filter.pageSize < totalCount,
    };
  }

  /** One application with its credentials' signed links. */
  async detail(db: DbOrTx, id: number) {
    const row = await this.row(db, id);
    return { ...adminView(row), credentials: await this.#withdraw.credentialLinks(db, id) };
  }

  /** The first review passes. */
  async first(tx: Tx, operatorId: number, id: number) {
    await withdrawalMachine.apply(tx, id, 'firstReview', { set: [sql`first_reviewed_by = ${operatorId}`] });
    return this.detail(tx, id);
  }

  /** The second review passes: finance only, never the first reviewer, of racing deciders exactly one. */
  async second(tx: Tx, operator: { operatorId: number; roles: readonly OperatorRole[] }, id: number) {
    if (!operator.roles.includes('finance')) throw new AppError('FORBIDDEN');
    await secondReview.decide(tx, id, operator.operatorId, [
      sql`status = 'second_passed'`,
      sql`second_reviewed_at = now()`,
    ]);
    return this.detail(tx, id);
  }

  /** Rejects before the money leaves (any review state): the reason is shown, the hold released. */
  async reject(tx: Tx, operatorId: number, id: number, reason: string) {
    await this.#close(tx, id, 'reject', operatorId, reason);
    return this.detail(tx, id);
  }

  /** The bank refused one exported item: it ends rejected with the bank's reason, money back. */
  async bankReject(tx: Tx, operatorId: number, id: number, reason: string) {
    const row = await this.row(tx, id);
    if (row.batchId === null) throw wrongState();
    await this.#close(tx, id, 'bankReject', operatorId, reason);
    return this.detail(tx, id);
  }

  /** The row with its member's username; "not found" when missing. */
  async row(db: DbOrTx, id: number): Promise<WithdrawalRow & { username: string }> {
    const [found] = await db
      .select({ row: withdrawals, username: members.username })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(eq(withdrawals.id, id));
    if (!found) throw notFound();
    return { ...found.row, username: found.username };
  }

  async #close(tx: Tx, id: number, event: 'reject' | 'bankReject', operatorId: number, reason: string) {
    await withdrawalMachine.apply(tx, id, event, {
      set: [sql`rejected_by = ${operatorId}`, sql`remark = ${reason}`, sql`closed_at = now()`],
    });
    await this.#withdraw.release(tx, await this.row(tx, id));
  }
}
