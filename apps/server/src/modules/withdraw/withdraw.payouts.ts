// Payout batches: finance exports second-approved withdrawals to the bank, then records the bank's
// answer: the whole batch transferred (every item still pending completes: the held amount leaves
// to PAYOUT, the fee and the tax to their own accounts, in one ledger transaction), or single items
// refused with the bank's reason (money back). What was exported never changes (triggers).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PayoutFormat } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { publish } from '../events/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { memberTable as members } from '../member/index.ts';
import { payoutFile } from './withdraw.csv.ts';
import type { WithdrawReview } from './withdraw.review.ts';
import { withdrawalMachine } from './withdraw.states.ts';
import { payoutBatches, withdrawals, type PayoutBatchRow, type WithdrawalRow } from './withdraw.schema.ts';
import { adminView, money } from './withdraw.views.ts';

const batchNotFound = () =>
  new AppError('NOT_FOUND', 'error.WITHDRAW_BATCH_NOT_FOUND', undefined, 'WITHDRAW_BATCH_NOT_FOUND');
const batchClosed = () => new AppError('CONFLICT', 'error.WITHDRAW_BATCH_CLOSED', undefined, 'WITHDRAW_BATCH_CLOSED');

function batchSummary(row: PayoutBatchRow) {
  return {
    id: row.id,
    status: row.status,
    itemCount: row.itemCount,
    total: money(row.totalMinor),
    exportedBy: row.exportedBy,
    exportedAt: row.exportedAt.toISOString(),
    transferredBy: row.transferredBy,
    transferredAt: row.transferredAt ? row.transferredAt.toISOString() : null,
    bankReference: row.bankReference,
  };
}

export class WithdrawPayouts {
  readonly #ledger: LedgerService;
  readonly #review: WithdrawReview;

  constructor(ledger: LedgerService, review: WithdrawReview) {
    this.#ledger = ledger;
    this.#review = review;
  }

  /** A new batch of every second-approved withdrawal (or the listed ones); racing exports never share an item. */
  async export(tx: Tx, operatorId: number, ids?: readonly number[]) {
    const conditions = [eq(withdrawals.status, 'second_passed' as const)];
    if (ids && ids.length > 0) conditions.push(inArray(withdrawals.id, [...ids]));
    const items = await tx
      .select({
        id: withdrawals.id,
        amountMinor: withdrawals.amountMinor,
        feeMinor: withdrawals.feeMinor,
        taxMinor: withdrawals.taxMinor,
      })
      .from(withdrawals)
      .where(and(...conditions))
      .orderBy(asc(withdrawals.id))
      .for('update');
    if (items.length === 0) {
      throw new AppError('CONFLICT', 'error.WITHDRAW_NOTHING_TO_EXPORT', undefined, 'WITHDRAW_NOTHING_TO_EXPORT');
    }
    const totalMinor = items.reduce((sum, item) => sum + item.amountMinor - item.feeMinor - item.taxMinor, 0);
    const [batch] = await tx
      .insert(payoutBatches)
      .values({ itemCount: items.length, totalMinor, exportedBy: operatorId })
      .returning();
    await tx
      .update(withdrawals)
      .set({ status: 'pending_transfer', batchId: batch!.id })
      .where(
        and(
          inArray(
            withdrawals.id,
            items.map((item) => item.id),
          ),
          eq(withdrawals.status, 'second_passed'),
        ),
      );
    return this.detail(tx, batch!.id);
  }

  /** Batches, newest first. */
  async page(db: DbOrTx, paging: { pageNum: number; pageSize: number }) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(payoutBatches)
        .orderBy(desc(payoutBatches.id))
        .limit(paging.pageSize)
        .offset((paging.pageNum - 1) * paging.pageSize),
      db.select({ value: count() }).from(payoutBatches),
    ]);
    const totalCount = total?.value ?? 0;
    return {
      list: rows.map(batchSummary),
      pageNum: paging.pageNum,
      pageSize: paging.pageSize,
      total: totalCount,
      hasMore: paging.pageNum * paging.pageSize < totalCount,
    };
  }

  /** One batch with its items. */
  async detail(db: DbOrTx, id: number) {
    const batch = await this.#batch(db, id);
    const items = await this.#items(db, id);
    return { ...batchSummary(batch), items: items.map((row) => ({ ...adminView(row), credentials: [] })) };
  }

  /** The batch's payout file: every item exported in it, whatever the bank answered since. */
  async download(db: DbOrTx, id: number, format: PayoutFormat) {
    const batch = await this.#batch(db, id);
    return payoutFile({ id: batch.id, exportedAt: batch.exportedAt, items: await this.#items(db, id) }, format);
  }

  /** The bank transferred the batch: each item still pending transfer completes with its postings. */
  async transferred(tx: Tx, operatorId: number, id: number, bankReference: string) {
    const [closed] = await tx
      .update(payoutBatches)
      .set({ status: 'transferred', transferredBy: operatorId, transferredAt: sql`now()`, bankReference })
      .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'exported')))
      .returning();
    if (!closed) {
      await this.#batch(tx, id);
      throw batchClosed();
    }
    const items = await this.#items(tx, id);
    for (const item of items.filter((row) => row.status === 'pending_transfer')) {
      await this.#complete(tx, item, bankReference);
    }
    return this.detail(tx, id);
  }

  /** The bank refused one item of a batch not yet marked transferred. */
  async rejectItem(tx: Tx, operatorId: number, withdrawalId: number, reason: string) {
    const row = await this.#review.row(tx, withdrawalId);
    if (row.batchId === null) return this.#review.bankReject(tx, operatorId, withdrawalId, reason);
    // Locks the batch so a racing "transferred" either sees this item rejected or refuses it.
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, row.batchId)).for('update');
    if (batch?.status !== 'exported') throw batchClosed();
    return this.#review.bankReject(tx, operatorId, withdrawalId, reason);
  }

  async #complete(tx: Tx, item: WithdrawalRow, bankReference: string) {
    await withdrawalMachine.apply(tx, item.id, 'complete', { set: [sql`closed_at = now()`] });
    if (item.holdId === null) throw new Error(`withdrawal ${item.id} has no hold`);
    await this.#ledger.postHold(tx, item.holdId, {
      idempotencyKey: `withdrawal-complete:${item.id}`,
      to: { system: 'PAYOUT' },
      kind: 'WITHDRAWAL',
      reference: `withdrawal:${item.id}`,
      shares: [
        { to: { system: 'WITHDRAWAL_FEE' }, amountMinor: item.feeMinor },
        { to: { system: 'WITHHOLDING_TAX' }, amountMinor: item.taxMinor },
      ],
    });
    await publish(tx, 'withdrawal.completed', String(item.id), {
      withdrawalId: item.id,
      memberId: item.memberId,
      amountMinor: item.amountMinor,
      feeMinor: item.feeMinor,
      taxMinor: item.taxMinor,
      netMinor: item.amountMinor - item.feeMinor - item.taxMinor,
      bankReference,
      at: new Date().toISOString(),
    });
  }

  async #batch(db: DbOrTx, id: number): Promise<PayoutBatchRow> {
    const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
    if (!batch) throw batchNotFound();
    return batch;
  }

  async #items(db: DbOrTx, batchId: number) {
    const rows = await db
      .select({ row: withdrawals, username: members.username })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(eq(withdrawals.batchId, batchId))
      .orderBy(asc(withdrawals.id));
    return rows.map(({ row, username }) => ({ ...row, username }));
  }
}
