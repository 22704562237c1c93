// Holds: value parked in the hold account (a withdrawal, beans on sale) until posted on or voided.
import { sql } from 'drizzle-orm';
import type { LedgerAsset, TransferKind } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, invariant } from '../../lib/errors.ts';
import { assetRuleError, num, type LedgerPosting } from './ledger.posting.ts';
import type { AccountRef, HoldView, Leg } from './ledger.types.ts';

function holdView(row: Record<string, unknown>): HoldView {
  return {
    id: num(row.id),
    memberId: Number(row.member_id),
    asset: row.asset as LedgerAsset,
    amountMinor: num(row.amount_minor),
    status: row.status as HoldView['status'],
    holdTransactionId: num(row.hold_transaction_id),
    resolveTransactionId: row.resolve_transaction_id === null ? null : num(row.resolve_transaction_id),
    reference: (row.reference as string | null) ?? null,
  };
}

/** Part of a posted hold sent elsewhere than `to` (a withdrawal's fee and tax). */
export interface HoldShare {
  to: AccountRef;
  amountMinor: number;
}

interface Resolution {
  status: 'posted' | 'voided';
  idempotencyKey: string;
  to: AccountRef | null;
  kind: TransferKind;
  reference: string | null | undefined;
  shares?: readonly HoldShare[];
  /** Other legs posted in the same transaction (a sale's money beside its beans). */
  with?: readonly Leg[];
}

export class LedgerHolds {
  private readonly posting: LedgerPosting;

  constructor(posting: LedgerPosting) {
    this.posting = posting;
  }

  /** Parks a member's value in the hold account (a withdrawal, beans on sale) until posted or voided. */
  async hold(
    tx: Tx,
    input: {
      idempotencyKey: string;
      memberId: number;
      asset: LedgerAsset;
      amountMinor: number;
      reference?: string | null;
      /** What the member's history calls the hold (an order's points: POINTS_REDEEMED); HOLD when absent. */
      kind?: TransferKind;
    },
  ): Promise<HoldView> {
    if (input.asset === 'DISCOUNT_CARD') throw assetRuleError();
    const posted = await this.posting.post(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind ?? 'HOLD',
        reference: input.reference ?? null,
        legs: [
          {
            from: { memberId: input.memberId },
            to: { system: 'HOLD' },
            asset: input.asset,
            amountMinor: input.amountMinor,
          },
        ],
      },
      {},
    );
    if (!posted.isReplay) {
      const accountId = posted.transfers[0]!.debitAccountId;
      await tx.execute(sql`
        insert into ledger_holds (account_id, asset, amount_minor, hold_transaction_id, reference)
        values (${accountId}, ${input.asset}, ${input.amountMinor}, ${posted.transactionId}, ${input.reference ?? null})`);
    }
    return this.holdByTransaction(tx, posted.transactionId);
  }

  /**
   * Completes a hold: the parked value moves on to `to` (payout, a buyer), less any `shares` sent
   * to other accounts in the same transaction (a withdrawal's fee and tax). Once only. `with` adds
   * legs to the same ledger transaction, so a sale's payment commits or fails with its goods.
   */
  async postHold(
    tx: Tx,
    holdId: number,
    input: {
      idempotencyKey: string;
      to: AccountRef;
      kind?: TransferKind;
      reference?: string | null;
      shares?: readonly HoldShare[];
      with?: readonly Leg[];
    },
  ): Promise<HoldView> {
    return this.resolveHold(tx, holdId, {
      status: 'posted',
      idempotencyKey: input.idempotencyKey,
      to: input.to,
      kind: input.kind ?? 'HOLD_POST',
      reference: input.reference,
      shares: input.shares ?? [],
      ...(input.with ? { with: input.with } : {}),
    });
  }

  /** Releases a hold: the parked value goes back to the member. Once only. */
  async voidHold(
    tx: Tx,
    holdId: number,
    input: { idempotencyKey: string; kind?: TransferKind; reference?: string | null },
  ): Promise<HoldView> {
    return this.resolveHold(tx, holdId, {
      status: 'voided',
      idempotencyKey: input.idempotencyKey,
      to: null,
      kind: input.kind ?? 'HOLD_VOID',
      reference: input.reference,
    });
  }

  /** One hold by id. */
  async getHold(db: DbOrTx, holdId: number): Promise<HoldView> {
    const result = await db.execute<Record<string, unknown>>(sql`
      select h.*, a.member_id from ledger_holds h join ledger_accounts a on a.id = h.account_id where h.id = ${holdId}`);
    const row = result.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'error.HOLD_NOT_FOUND', undefined, 'HOLD_NOT_FOUND');
    return holdView(row);
  }

  private async resolveHold(tx: Tx, holdId: number, resolution: Resolution): Promise<HoldView> {
    const { status, to } = resolution;
    const hold = await this.getHold(tx, holdId);
    const holdAccount = await this.posting.systemAccountId(tx, 'HOLD', hold.asset);
    const destination = to ? (await this.posting.resolveAccounts(tx, [{ ref: to, asset: hold.asset }]))[0]! : null;
    if (to && 'memberId' in to && hold.asset === 'DISCOUNT_CARD') throw assetRuleError();
    const creditAccountId = destination ?? (await this.memberAccountIdOfHold(tx, holdId));
    const shares = (resolution.shares ?? []).filter((share) => share.amountMinor > 0);
    const sharedMinor = shares.reduce((sum, share) => sum + share.amountMinor, 0);
    if (shares.some((share) => 'memberId' in share.to) || sharedMinor >= hold.amountMinor) throw assetRuleError();
    const shareAccounts = await this.posting.resolveAccounts(
      tx,
      shares.map((share) => ({ ref: share.to, asset: hold.asset })),
    );
    const extra = resolution.with ?? [];
    const extraIds = await this.posting.resolveAccounts(
      tx,
      extra.flatMap((leg) => [
        { ref: leg.from, asset: leg.asset },
        { ref: leg.to, asset: leg.asset },
      ]),
    );
    const extraLegs = extra.map((leg, index) => ({
      debitAccountId: extraIds[index * 2]!,
      creditAccountId: extraIds[index * 2 + 1]!,
      asset: leg.asset,
      amountMinor: leg.amountMinor,
    }));
    const legs = [
      { debitAccountId: holdAccount, creditAccountId, asset: hold.asset, amountMinor: hold.amountMinor - sharedMinor },
      ...shares.map((share, i) => ({
        debitAccountId: holdAccount,
        creditAccountId: shareAccounts[i]!,
        asset: hold.asset,
        amountMinor: share.amountMinor,
      })),
      ...extraLegs,
    ];
    await this.posting.postResolved(
      tx,
      {
        idempotencyKey: resolution.idempotencyKey,
        kind: resolution.kind,
        reference: resolution.reference ?? hold.reference,
      },
      legs,
      {
        fingerprintExtra: { holdId, status, shares, ...(extra.length > 0 ? { with: extraLegs } : {}) },
        afterClaim: async (transactionId) => {
          // The conditional UPDATE is the exactly-once gate: a second resolution finds no held row.
          const updated = await tx.execute(sql`
            update ledger_holds set status = ${status}, resolve_transaction_id = ${transactionId}, resolved_at = now()
             where id = ${holdId} and status = 'held' returning id`);
          if (updated.rows.length === 0) {
            throw new AppError('CONFLICT', 'error.HOLD_RESOLVED', undefined, 'HOLD_RESOLVED');
          }
        },
      },
    );
    return this.getHold(tx, holdId);
  }

  private async memberAccountIdOfHold(tx: Tx, holdId: number): Promise<number> {
    const result = await tx.execute<{ account_id: string }>(
      sql`select account_id from ledger_holds where id = ${holdId}`,
    );
    return num(result.rows[0]!.account_id);
  }

  private async holdByTransaction(tx: Tx, transactionId: number): Promise<HoldView> {
    const result = await tx.execute<Record<string, unknown>>(sql`
      select h.*, a.member_id from ledger_holds h join ledger_accounts a on a.id = h.account_id
       where h.hold_transaction_id = ${transactionId}`);
    invariant(result.rows[0], `hold transaction ${transactionId} has no hold row`);
    return holdView(result.rows[0]);
  }
}
