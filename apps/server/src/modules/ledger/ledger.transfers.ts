// Plain transfers: multi-leg postings, opening balances and reversals.
import { sql } from 'drizzle-orm';
import type { LedgerAsset } from '@mall/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LedgerLots } from './ledger.lots.ts';
import { num, type LedgerPosting } from './ledger.posting.ts';
import type { PostedTransaction, TransferRequest } from './ledger.types.ts';

export class LedgerTransfers {
  private readonly posting: LedgerPosting;
  private readonly lots: LedgerLots;

  constructor(posting: LedgerPosting, lots: LedgerLots) {
    this.posting = posting;
    this.lots = lots;
  }

  /** Posts a multi-leg transaction, whole or nothing; a replayed key returns the first result. */
  async transfer(tx: Tx, request: TransferRequest): Promise<PostedTransaction> {
    return this.posting.post(tx, request, {});
  }

  /** Credits a member's starting balance from the opening account (discount card as a fresh lot). */
  async openingBalance(
    tx: Tx,
    input: { memberId: number; asset: LedgerAsset; amountMinor: number; idempotencyKey?: string; now?: Date },
  ): Promise<PostedTransaction> {
    const idempotencyKey = input.idempotencyKey ?? `opening:${input.memberId}:${input.asset}`;
    if (input.asset === 'DISCOUNT_CARD') {
      return this.lots.creditLot(tx, {
        idempotencyKey,
        memberId: input.memberId,
        amountMinor: input.amountMinor,
        kind: 'OPENING_BALANCE',
        from: { system: 'OPENING' },
        now: input.now,
      });
    }
    return this.posting.post(
      tx,
      {
        idempotencyKey,
        kind: 'OPENING_BALANCE',
        legs: [
          {
            from: { system: 'OPENING' },
            to: { memberId: input.memberId },
            asset: input.asset,
            amountMinor: input.amountMinor,
          },
        ],
      },
      {},
    );
  }

  /** Undoes a transaction with a new one that moves every leg back; the original is never edited. */
  async reverse(
    tx: Tx,
    transactionId: number,
    input: { idempotencyKey: string; reference?: string | null },
  ): Promise<PostedTransaction> {
    const original = await tx.execute<{ id: string; reverses_id: string | null; tied: boolean }>(sql`
      select t.id, t.reverses_id,
             exists (select 1 from ledger_holds h where h.hold_transaction_id = t.id or h.resolve_transaction_id = t.id)
             or exists (select 1 from ledger_lots l where l.transaction_id = t.id)
             or exists (select 1 from ledger_transfers x join ledger_accounts a on a.id in (x.debit_account_id, x.credit_account_id)
                         where x.transaction_id = t.id and a.member_id is not null and a.asset = 'DISCOUNT_CARD') as tied
        from ledger_transactions t where t.id = ${transactionId}`);
    const row = original.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'error.TRANSACTION_NOT_FOUND', undefined, 'TRANSACTION_NOT_FOUND');
    // Holds and lots have their own way back (void, return); a reversal is not undone by another.
    if (row.reverses_id !== null || row.tied) {
      throw new AppError('CONFLICT', 'error.NOT_REVERSIBLE', undefined, 'NOT_REVERSIBLE');
    }
    const legs = await tx.execute<{ debit: string; credit: string; asset: LedgerAsset; amount_minor: string }>(sql`
      select debit_account_id as debit, credit_account_id as credit, asset, amount_minor
        from ledger_transfers where transaction_id = ${transactionId} order by id`);
    return this.posting.postResolved(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: 'REVERSAL',
        reference: input.reference ?? `reversal:${transactionId}`,
      },
      legs.rows.map((leg) => ({
        debitAccountId: num(leg.credit),
        creditAccountId: num(leg.debit),
        asset: leg.asset,
        amountMinor: num(leg.amount_minor),
      })),
      { reversesId: transactionId, fingerprintExtra: { reverses: transactionId } },
    );
  }
}
