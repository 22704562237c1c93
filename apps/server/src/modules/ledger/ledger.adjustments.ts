// Operators' manual adjustments. Four-eyes: an adjustment waits for a second operator when the
// requester's adjustments to that member on that balance today, this one included, come to more
// than the approval amount, so splitting a large one does not get past the control. Each
// submission carries the requester's key: a resend answers the first adjustment, never a second.
import { sql, type SQL } from 'drizzle-orm';
import type { AdjustmentDirection, AdjustmentView, LedgerAsset } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { approvalRefusals, twoPerson } from '../../db/two-person.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import type { SettingsService } from '../settings/index.ts';
import type { LedgerLots } from './ledger.lots.ts';
import { fingerprint, num, toDate, translateDbError, type LedgerPosting } from './ledger.posting.ts';
import type { OperatorRef, PostedTransaction } from './ledger.types.ts';
import { formatUnsigned, parseAmount } from './money.ts';

export interface AdjustmentRequest {
  memberId: number;
  asset: LedgerAsset;
  direction: AdjustmentDirection;
  amount: string;
  reasonCode: string;
  note: string;
  idempotencyKey: string;
}

/** First key of the two-part advisory lock that serialises one operator's adjustments to one member. */
const ADJUSTMENT_LOCK_SPACE = 0x4c454447;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

type AdjustmentRow = {
  id: number;
  member_id: number;
  asset: LedgerAsset;
  direction: AdjustmentDirection;
  amount_minor: string;
  reason_code: string;
  note: string;
  status: 'pending' | 'applied' | 'rejected';
  requested_by: number;
  requested_by_name: string;
  decided_by: number | null;
  decided_by_name: string | null;
  decision_note: string | null;
  transaction_id: string | null;
  created_at: string;
  decided_at: string | null;
};

function adjustmentView(row: AdjustmentRow): AdjustmentView {
  return {
    id: num(row.id),
    memberId: row.member_id,
    asset: row.asset,
    direction: row.direction,
    amount: formatUnsigned(row.asset, num(row.amount_minor)),
    reasonCode: row.reason_code as AdjustmentView['reasonCode'],
    note: row.note,
    status: row.status,
    requestedBy: row.requested_by,
    requestedByName: row.requested_by_name,
    decidedBy: row.decided_by,
    decidedByName: row.decided_by_name,
    decisionNote: row.decision_note,
    transactionId: row.transaction_id === null ? null : num(row.transaction_id),
    createdAt: toDate(row.created_at).toISOString(),
    decidedAt: row.decided_at ? toDate(row.decided_at).toISOString() : null,
  };
}

/** A pending adjustment is decided once, by an operator other than the requester and not linked to them. */
const adjustmentApproval = twoPerson({
  table: 'ledger_adjustments',
  key: 'id',
  proposer: 'requested_by',
  proposedAt: 'created_at',
  approver: 'decided_by',
  pending: sql`status = 'pending'`,
  refusals: {
    ...approvalRefusals,
    notFound: () => new AppError('NOT_FOUND', 'error.ADJUSTMENT_NOT_FOUND', undefined, 'ADJUSTMENT_NOT_FOUND'),
    decided: () => new AppError('CONFLICT', 'error.ADJUSTMENT_DECIDED', undefined, 'ADJUSTMENT_DECIDED'),
    own: () => new AppError('FORBIDDEN', 'error.ADJUSTMENT_SELF_APPROVAL', undefined, 'ADJUSTMENT_SELF_APPROVAL'),
  },
});

/** What a decision writes besides the decider. */
function decision(operator: OperatorRef, note: string | undefined): SQL[] {
  return [sql`decided_by_name = ${operator.username}`, sql`decision_note = ${note ?? null}`, sql`decided_at = now()`];
}

export class LedgerAdjustments {
  private readonly posting: LedgerPosting;
  private readonly lots: LedgerLots;
  private readonly settings: SettingsService;

  constructor(posting: LedgerPosting, lots: LedgerLots, settings: SettingsService) {
    this.posting = posting;
    this.lots = lots;
    this.settings = settings;
  }

  /** Records an operator's adjustment; applies it at once unless today's total to the member is above the approval amount. */
  async requestAdjustment(tx: Tx, operator: OperatorRef, input: AdjustmentRequest): Promise<AdjustmentView> {
    const amountMinor = parseAmount(input.asset, input.amount, ['amount']);
    const key = input.idempotencyKey.trim();
    if (!KEY_PATTERN.test(key)) {
      throw new ValidationFailure([{ code: 'custom', path: ['idempotencyKey'], message: 'invalid' }]);
    }
    const { memberId, asset, direction, reasonCode, note } = input;
    const requestHash = fingerprint({ memberId, asset, direction, amountMinor, reasonCode, note });
    // Held to the end of the transaction: the next adjustment from this operator to this member
    // sums today's total only once this one is committed (or rolled back).
    await tx.execute(sql`
      select pg_advisory_xact_lock(${ADJUSTMENT_LOCK_SPACE}::int, hashtext(${`${operator.operatorId}:${memberId}`}))`);
    const inserted = await tx
      .execute<{ id: string }>(
        sql`insert into ledger_adjustments (member_id, asset, direction, amount_minor, reason_code, note, status,
                                            requested_by, requested_by_name, idempotency_key, request_hash)
            values (${memberId}, ${asset}, ${direction}, ${amountMinor}, ${reasonCode}, ${note}, 'pending',
                    ${operator.operatorId}, ${operator.username}, ${key}, ${requestHash})
            on conflict (requested_by, idempotency_key) do nothing
            returning id`,
      )
      .catch(translateDbError);
    const claim = inserted.rows[0];
    if (!claim) return this.firstSubmission(tx, operator, key, requestHash);
    const id = num(claim.id);
    const threshold = await this.settings.get(tx, 'ledgerAdjustmentApprovalMinor');
    if ((await this.todaysTotal(tx, operator, memberId, asset)) > threshold) return this.adjustment(tx, id);
    const posted = await this.applyAdjustment(tx, id, memberId, asset, direction, amountMinor);
    await tx.execute(sql`
      update ledger_adjustments set status = 'applied', transaction_id = ${posted.transactionId}, decided_at = now()
       where id = ${id}`);
    return this.adjustment(tx, id);
  }

  /** The adjustment a key was first used for; the key with other content is refused. */
  private async firstSubmission(tx: Tx, operator: OperatorRef, key: string, requestHash: string) {
    // A concurrent first use of the key has committed by now: the insert waited for it.
    const found = await tx.execute<AdjustmentRow & { request_hash: string }>(sql`
      select * from ledger_adjustments where requested_by = ${operator.operatorId} and idempotency_key = ${key}`);
    const first = found.rows[0];
    if (!first || first.request_hash !== requestHash) {
      throw new AppError('CONFLICT', 'error.ADJUSTMENT_KEY_REUSED', undefined, 'ADJUSTMENT_KEY_REUSED');
    }
    return adjustmentView(first);
  }

  /** What one operator has adjusted on one member balance since midnight UTC, pending or applied. */
  private async todaysTotal(tx: Tx, operator: OperatorRef, memberId: number, asset: LedgerAsset): Promise<number> {
    const result = await tx.execute<{ total: string }>(sql`
      select coalesce(sum(amount_minor), 0) as total from ledger_adjustments
       where requested_by = ${operator.operatorId} and member_id = ${memberId} and asset = ${asset}
         and status in ('pending', 'applied')
         and created_at >= (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`);
    return num(result.rows[0]?.total ?? 0);
  }

  /** A second operator approves a pending adjustment, which is then applied; the requester may not. */
  async approveAdjustment(tx: Tx, id: number, operator: OperatorRef, note?: string): Promise<AdjustmentView> {
    // The row is claimed (locked, and checked again after a racing decision) before posting: a
    // pending adjustment may only become applied with its transaction (trigger and CHECK).
    const row = await adjustmentApproval.claim<AdjustmentRow>(tx, id, operator.operatorId);
    const posted = await this.applyAdjustment(tx, id, row.member_id, row.asset, row.direction, num(row.amount_minor));
    const decided = sql.join(decision(operator, note), sql`, `);
    await tx.execute(sql`
      update ledger_adjustments
         set status = 'applied', transaction_id = ${posted.transactionId}, decided_by = ${operator.operatorId}, ${decided}
       where id = ${id}`);
    return this.adjustment(tx, id);
  }

  /** A second operator turns a pending adjustment down; nothing moves. */
  async rejectAdjustment(tx: Tx, id: number, operator: OperatorRef, note?: string): Promise<AdjustmentView> {
    await adjustmentApproval.decide(tx, id, operator.operatorId, [
      sql`status = 'rejected'`,
      ...decision(operator, note),
    ]);
    return this.adjustment(tx, id);
  }

  /** One adjustment. */
  async adjustment(db: DbOrTx, id: number): Promise<AdjustmentView> {
    const result = await db.execute<AdjustmentRow>(sql`select * from ledger_adjustments where id = ${id}`);
    const row = result.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'error.ADJUSTMENT_NOT_FOUND', undefined, 'ADJUSTMENT_NOT_FOUND');
    return adjustmentView(row);
  }

  /** Adjustments, newest first, optionally by status or member. */
  async adjustments(
    db: DbOrTx,
    filter: { status?: string | undefined; memberId?: number | undefined; pageNum: number; pageSize: number },
  ) {
    const conditions: SQL[] = [sql`true`];
    if (filter.status) conditions.push(sql`status = ${filter.status}`);
    if (filter.memberId) conditions.push(sql`member_id = ${filter.memberId}`);
    const where = sql.join(conditions, sql` and `);
    const result = await db.execute<AdjustmentRow & { total: string }>(sql`
      select *, count(*) over () as total from ledger_adjustments where ${where}
       order by id desc limit ${filter.pageSize} offset ${(filter.pageNum - 1) * filter.pageSize}`);
    const total = result.rows[0] ? num(result.rows[0].total) : 0;
    return {
      list: result.rows.map(adjustmentView),
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
      total,
      hasMore: filter.pageNum * filter.pageSize < total,
    };
  }

  private async applyAdjustment(
    tx: Tx,
    id: number,
    memberId: number,
    asset: LedgerAsset,
    direction: AdjustmentDirection,
    amountMinor: number,
  ): Promise<PostedTransaction> {
    const idempotencyKey = `adjustment:${id}`;
    const reference = `adjustment:${id}`;
    if (asset === 'DISCOUNT_CARD') {
      return direction === 'credit'
        ? this.lots.creditLot(tx, {
            idempotencyKey,
            memberId,
            amountMinor,
            kind: 'ADJUSTMENT',
            from: { system: 'ADJUSTMENT' },
            reference,
          })
        : this.lots.spendDiscountCard(tx, {
            idempotencyKey,
            memberId,
            amountMinor,
            kind: 'ADJUSTMENT',
            to: { system: 'ADJUSTMENT' },
            reference,
          });
    }
    const member = { memberId };
    const system = { system: 'ADJUSTMENT' as const };
    return this.posting.post(
      tx,
      {
        idempotencyKey,
        kind: 'ADJUSTMENT',
        reference,
        legs: [
          direction === 'credit'
            ? { from: system, to: member, asset, amountMinor }
            : { from: member, to: system, asset, amountMinor },
        ],
      },
      {},
    );
  }
}
