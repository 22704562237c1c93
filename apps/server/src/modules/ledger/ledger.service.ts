// The money core: every balance moves only by immutable transfers inside balanced transactions.
// Balances are applied by a database trigger; this service resolves accounts, claims the
// idempotency key and inserts all legs in one statement.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  transferKinds,
  type AdjustmentView,
  type HistoryType,
  type LedgerAsset,
  type TransferKind,
} from '@mall/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, invariant, ValidationFailure } from '../../lib/errors.ts';
import type { SettingsService } from '../settings/index.ts';
import { formatUnsigned, parseAmount } from './money.ts';

export const systemAccountNames = ['ISSUANCE', 'REVENUE', 'PAYOUT', 'HOLD', 'EXPIRY', 'ADJUSTMENT', 'OPENING'] as const;
export type SystemAccountName = (typeof systemAccountNames)[number];

/** Whose balance: a member's, or one of the shop's own system accounts (which may go negative). */
export type AccountRef = { memberId: number } | { system: SystemAccountName };

export interface Leg {
  from: AccountRef;
  to: AccountRef;
  asset: LedgerAsset;
  amountMinor: number;
}

export interface TransferRequest {
  idempotencyKey: string;
  kind: TransferKind;
  reference?: string | null;
  legs: Leg[];
}

export interface PostedTransfer {
  id: number;
  debitAccountId: number;
  creditAccountId: number;
  asset: LedgerAsset;
  amountMinor: number;
}

export interface PostedTransaction {
  transactionId: number;
  idempotencyKey: string;
  kind: string;
  reference: string | null;
  createdAt: Date;
  /** True when this key had already been posted with the same request: nothing moved now. */
  isReplay: boolean;
  transfers: PostedTransfer[];
}

export interface HoldView {
  id: number;
  memberId: number;
  asset: LedgerAsset;
  amountMinor: number;
  status: 'held' | 'posted' | 'voided';
  holdTransactionId: number;
  resolveTransactionId: number | null;
  reference: string | null;
}

export interface LotView {
  id: number;
  memberId: number;
  amountMinor: number;
  remainingMinor: number;
  purchasedAt: Date;
  expiresAt: Date;
}

export type MemberBalances = Record<LedgerAsset, number> & { heldCash: number; heldBeans: number };

export interface HistoryFilter {
  assets: readonly LedgerAsset[];
  /** Only these kinds (a bonus log, say); absent means every kind. */
  kinds?: readonly TransferKind[] | undefined;
  type?: HistoryType | undefined;
  month?: string | undefined;
  lastId?: number | undefined;
  pageNum: number;
  pageSize: number;
}

export interface HistoryRow {
  id: number;
  transactionId: number;
  asset: LedgerAsset;
  kind: TransferKind;
  type: HistoryType;
  direction: 'in' | 'out';
  amountMinor: number;
  reference: string | null;
  counterparty: string;
  createdAt: Date;
}

export interface OperatorRef {
  operatorId: number;
  username: string;
}

interface PostOptions {
  reversesId?: number;
  /** Runs after the key is claimed and before any transfer: for checks and rows tied to the transaction. */
  afterClaim?: (transactionId: number) => Promise<void>;
  /** Lets the lot methods move member discount-card value, which plain transfers may not. */
  allowMemberDiscountCard?: boolean;
  /** Extra request content for the fingerprint (a hold id, a lot's dates). */
  fingerprintExtra?: unknown;
}

const LOT_LIFETIME = '12 months';
const MEMBER_NOT_NEGATIVE = 'ledger_accounts_member_not_negative';

interface PgLikeError {
  code?: string;
  constraint?: string;
}

function pgError(error: unknown): PgLikeError {
  const direct = error as PgLikeError & { cause?: PgLikeError };
  if (direct?.code && /^[0-9A-Z]{5}$/.test(direct.code)) return direct;
  return direct?.cause ?? {};
}

/** Turns the database's refusals into the errors a caller can show. */
function translateDbError(error: unknown): never {
  const pgErr = pgError(error);
  if (pgErr.code === '23514' && pgErr.constraint === MEMBER_NOT_NEGATIVE) {
    throw new AppError('CONFLICT', 'error.INSUFFICIENT_BALANCE', undefined, 'INSUFFICIENT_BALANCE');
  }
  if (pgErr.code === '23505' && pgErr.constraint === 'ledger_transactions_reverses_id_unique') {
    throw new AppError('CONFLICT', 'error.ALREADY_REVERSED', undefined, 'ALREADY_REVERSED');
  }
  if (pgErr.code === '23503' && pgErr.constraint?.includes('member_id')) {
    throw new AppError('NOT_FOUND', 'error.MEMBER_NOT_FOUND', undefined, 'MEMBER_NOT_FOUND');
  }
  throw error;
}

function refKey(ref: AccountRef, asset: LedgerAsset): string {
  return 'memberId' in ref ? `m:${ref.memberId}:${asset}` : `s:${ref.system}:${asset}`;
}

function num(value: unknown): number {
  const n = Number(value);
  invariant(Number.isSafeInteger(n), `ledger value ${String(value)} is not a safe integer`);
  return n;
}

/** Raw queries give timestamps as text ("2026-01-10 00:00:00+00"). */
function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : new Date(String(value));
  invariant(!Number.isNaN(date.getTime()), `ledger timestamp ${String(value)} is valid`);
  return date;
}

function fingerprint(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** The UTC bounds of a "YYYY-MM" month. */
function monthBounds(month: string): [Date, Date] {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(year, monthIndex - 1, 1)), new Date(Date.UTC(year, monthIndex, 1))];
}

function historyTypeOf(kind: TransferKind, direction: 'in' | 'out'): HistoryType {
  if (kind === 'DC_DISTRIBUTE') return direction === 'out' ? 'DC_DISTRIBUTED' : 'DC_RECEIVED_FROM_USER';
  return kind;
}

type AdjustmentRow = {
  id: number;
  member_id: number;
  asset: LedgerAsset;
  direction: 'credit' | 'debit';
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

export class LedgerService {
  private readonly db: Db;
  private readonly settings: SettingsService;
  /** System accounts are created by the migration, so their ids are stable for the process. */
  private systemAccountIds: Map<string, number> | null = null;

  constructor(db: Db, settings: SettingsService) {
    this.db = db;
    this.settings = settings;
  }

  // ---------------------------------------------------------------- transfers

  /** Posts a multi-leg transaction, whole or nothing; a replayed key returns the first result. */
  async transfer(tx: Tx, request: TransferRequest): Promise<PostedTransaction> {
    return this.post(tx, request, {});
  }

  /** Credits a member's starting balance from the opening account (discount card as a fresh lot). */
  async openingBalance(
    tx: Tx,
    input: { memberId: number; asset: LedgerAsset; amountMinor: number; idempotencyKey?: string; now?: Date },
  ): Promise<PostedTransaction> {
    const idempotencyKey = input.idempotencyKey ?? `opening:${input.memberId}:${input.asset}`;
    if (input.asset === 'DISCOUNT_CARD') {
      return this.creditLot(tx, {
        idempotencyKey,
        memberId: input.memberId,
        amountMinor: input.amountMinor,
        kind: 'OPENING_BALANCE',
        from: { system: 'OPENING' },
        now: input.now,
      });
    }
    return this.post(
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
    return this.postResolved(
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

  // ---------------------------------------------------------------- holds

  /** Parks a member's value in the hold account (a withdrawal, beans on sale) until posted or voided. */
  async hold(
    tx: Tx,
    input: {
      idempotencyKey: string;
      memberId: number;
      asset: LedgerAsset;
      amountMinor: number;
      reference?: string | null;
    },
  ): Promise<HoldView> {
    if (input.asset === 'DISCOUNT_CARD') throw this.assetRuleError();
    const posted = await this.post(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: 'HOLD',
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

  /** Completes a hold: the parked value moves on to `to` (payout, a buyer). Once only. */
  async postHold(
    tx: Tx,
    holdId: number,
    input: { idempotencyKey: string; to: AccountRef; kind?: TransferKind; reference?: string | null },
  ): Promise<HoldView> {
    return this.resolveHold(
      tx,
      holdId,
      'posted',
      input.idempotencyKey,
      input.to,
      input.kind ?? 'HOLD_POST',
      input.reference,
    );
  }

  /** Releases a hold: the parked value goes back to the member. Once only. */
  async voidHold(
    tx: Tx,
    holdId: number,
    input: { idempotencyKey: string; reference?: string | null },
  ): Promise<HoldView> {
    return this.resolveHold(tx, holdId, 'voided', input.idempotencyKey, null, 'HOLD_VOID', input.reference);
  }

  /** One hold by id. */
  async getHold(db: DbOrTx, holdId: number): Promise<HoldView> {
    const result = await db.execute<Record<string, unknown>>(sql`
      select h.*, a.member_id from ledger_holds h join ledger_accounts a on a.id = h.account_id where h.id = ${holdId}`);
    const row = result.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'error.HOLD_NOT_FOUND', undefined, 'HOLD_NOT_FOUND');
    return this.holdView(row);
  }

  private async resolveHold(
    tx: Tx,
    holdId: number,
    status: 'posted' | 'voided',
    idempotencyKey: string,
    to: AccountRef | null,
    kind: TransferKind,
    reference: string | null | undefined,
  ): Promise<HoldView> {
    const hold = await this.getHold(tx, holdId);
    const holdAccount = await this.systemAccountId(tx, 'HOLD', hold.asset);
    const destination = to ? (await this.resolveAccounts(tx, [{ ref: to, asset: hold.asset }]))[0]! : null;
    if (to && 'memberId' in to && hold.asset === 'DISCOUNT_CARD') throw this.assetRuleError();
    const creditAccountId = destination ?? (await this.memberAccountIdOfHold(tx, holdId));
    await this.postResolved(
      tx,
      { idempotencyKey, kind, reference: reference ?? hold.reference },
      [{ debitAccountId: holdAccount, creditAccountId, asset: hold.asset, amountMinor: hold.amountMinor }],
      {
        fingerprintExtra: { holdId, status },
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
    return this.holdView(result.rows[0]);
  }

  private holdView(row: Record<string, unknown>): HoldView {
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

  // ---------------------------------------------------------------- discount-card lots

  /** Buys discount-card value: a lot that expires 12 months after purchase, paid from CASH or outside. */
  async buyLot(
    tx: Tx,
    input: {
      idempotencyKey: string;
      memberId: number;
      amountMinor: number;
      paidWith: 'CASH' | 'EXTERNAL';
      reference?: string | null;
      now?: Date | undefined;
    },
  ): Promise<PostedTransaction> {
    const payment: Leg[] =
      input.paidWith === 'CASH'
        ? [
            {
              from: { memberId: input.memberId },
              to: { system: 'REVENUE' },
              asset: 'CASH',
              amountMinor: input.amountMinor,
            },
          ]
        : [];
    return this.creditLot(tx, {
      idempotencyKey: input.idempotencyKey,
      memberId: input.memberId,
      amountMinor: input.amountMinor,
      kind: 'DC_PURCHASE',
      from: { system: 'ISSUANCE' },
      extraLegs: payment,
      reference: input.reference,
      now: input.now,
    });
  }

  /** Credits discount-card value as a new lot (purchase, gift, refund, opening balance, adjustment). */
  async creditLot(
    tx: Tx,
    input: {
      idempotencyKey: string;
      memberId: number;
      amountMinor: number;
      kind: TransferKind;
      from: AccountRef;
      extraLegs?: Leg[];
      reference?: string | null | undefined;
      now?: Date | undefined;
      /** Keeps an existing expiry (a distribution passes on the sender's lot dates). */
      expiresAt?: Date | undefined;
    },
  ): Promise<PostedTransaction> {
    const purchasedAt = input.now ?? null;
    return this.post(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        reference: input.reference ?? null,
        legs: [
          {
            from: input.from,
            to: { memberId: input.memberId },
            asset: 'DISCOUNT_CARD',
            amountMinor: input.amountMinor,
          },
          ...(input.extraLegs ?? []),
        ],
      },
      {
        allowMemberDiscountCard: true,
        fingerprintExtra: { lot: true },
        afterClaim: async (transactionId) => {
          await tx.execute(sql`
            insert into ledger_lots (member_id, amount_minor, remaining_minor, transaction_id, purchased_at, expires_at)
            values (${input.memberId}, ${input.amountMinor}, ${input.amountMinor}, ${transactionId},
                    coalesce(${purchasedAt}::timestamptz, now()),
                    coalesce(${input.expiresAt ?? null}::timestamptz,
                             coalesce(${purchasedAt}::timestamptz, now()) + interval '${sql.raw(LOT_LIFETIME)}'))`);
        },
      },
    );
  }

  /** Pays with the discount card, drawing the earliest-expiring live lots first. */
  async spendDiscountCard(
    tx: Tx,
    input: {
      idempotencyKey: string;
      memberId: number;
      amountMinor: number;
      kind?: TransferKind;
      to?: AccountRef;
      reference?: string | null;
      now?: Date | undefined;
    },
  ): Promise<PostedTransaction> {
    return this.post(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind ?? 'DC_USE',
        reference: input.reference ?? null,
        legs: [
          {
            from: { memberId: input.memberId },
            to: input.to ?? { system: 'REVENUE' },
            asset: 'DISCOUNT_CARD',
            amountMinor: input.amountMinor,
          },
        ],
      },
      {
        allowMemberDiscountCard: true,
        afterClaim: async () => {
          await this.drawLots(tx, input.memberId, input.amountMinor, input.now);
        },
      },
    );
  }

  /** Gives discount-card value to another member; the receiver's lots keep the sender's expiry dates. */
  async distributeDiscountCard(
    tx: Tx,
    input: {
      idempotencyKey: string;
      fromMemberId: number;
      toMemberId: number;
      amountMinor: number;
      now?: Date | undefined;
    },
  ): Promise<PostedTransaction> {
    if (input.fromMemberId === input.toMemberId) {
      throw new ValidationFailure([{ code: 'custom', path: ['memberId'], message: 'invalid' }]);
    }
    return this.post(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: 'DC_DISTRIBUTE',
        legs: [
          {
            from: { memberId: input.fromMemberId },
            to: { memberId: input.toMemberId },
            asset: 'DISCOUNT_CARD',
            amountMinor: input.amountMinor,
          },
        ],
      },
      {
        allowMemberDiscountCard: true,
        afterClaim: async (transactionId) => {
          const drawn = await this.drawLots(tx, input.fromMemberId, input.amountMinor, input.now);
          await tx.execute(sql`
            insert into ledger_lots (member_id, amount_minor, remaining_minor, transaction_id, purchased_at, expires_at)
            select ${input.toMemberId}, d.take, d.take, ${transactionId}, d.purchased_at, d.expires_at
              from jsonb_to_recordset(${JSON.stringify(drawn)}::jsonb)
                   as d(take bigint, purchased_at timestamptz, expires_at timestamptz)`);
        },
      },
    );
  }

  /** Expires every lot past its date: the rest of each moves to the expiry account, one transaction per lot. */
  async expireLots(tx: Tx, now: Date, limit = 500): Promise<number> {
    const due = await tx.execute<{ id: string; member_id: number; remaining_minor: string }>(sql`
      select id, member_id, remaining_minor from ledger_lots
       where expires_at <= ${now.toISOString()}::timestamptz and remaining_minor > 0
       order by expires_at, id limit ${limit}
       for update skip locked`);
    for (const lot of due.rows) {
      const amountMinor = num(lot.remaining_minor);
      await this.post(
        tx,
        {
          idempotencyKey: `dc-expire:${lot.id}`,
          kind: 'DC_EXPIRED',
          reference: `lot:${lot.id}`,
          legs: [{ from: { memberId: lot.member_id }, to: { system: 'EXPIRY' }, asset: 'DISCOUNT_CARD', amountMinor }],
        },
        {
          allowMemberDiscountCard: true,
          afterClaim: async () => {
            await tx.execute(sql`update ledger_lots set remaining_minor = 0 where id = ${lot.id}`);
          },
        },
      );
    }
    return due.rows.length;
  }

  /** A member's lots, earliest expiry first. */
  async lots(db: DbOrTx, memberId: number): Promise<LotView[]> {
    const result = await db.execute<Record<string, unknown>>(sql`
      select * from ledger_lots where member_id = ${memberId} order by expires_at, id`);
    return result.rows.map((row) => ({
      id: num(row.id),
      memberId: Number(row.member_id),
      amountMinor: num(row.amount_minor),
      remainingMinor: num(row.remaining_minor),
      purchasedAt: toDate(row.purchased_at),
      expiresAt: toDate(row.expires_at),
    }));
  }

  /** Takes `amountMinor` from live lots, earliest expiry first, in one UPDATE; returns what came from each. */
  private async drawLots(tx: Tx, memberId: number, amountMinor: number, now: Date | undefined) {
    const at = now ? now.toISOString() : null;
    const result = await tx.execute<{ id: string; take: string; purchased_at: string; expires_at: string }>(sql`
      with locked as (
        select id, remaining_minor, purchased_at, expires_at
          from ledger_lots
         where member_id = ${memberId} and remaining_minor > 0
           and expires_at > coalesce(${at}::timestamptz, now())
         order by expires_at, id
           for update
      ),
      live as (
        select *, sum(remaining_minor) over (order by expires_at, id) - remaining_minor as before from locked
      ),
      takes as (
        select id, least(remaining_minor, ${amountMinor}::bigint - before) as take, purchased_at, expires_at
          from live where before < ${amountMinor}::bigint
      )
      update ledger_lots l set remaining_minor = l.remaining_minor - takes.take
        from takes where l.id = takes.id
      returning l.id, takes.take, takes.purchased_at, takes.expires_at`);
    const taken = result.rows.reduce((sum, row) => sum + num(row.take), 0);
    if (taken < amountMinor) {
      throw new AppError('CONFLICT', 'error.INSUFFICIENT_BALANCE', undefined, 'INSUFFICIENT_BALANCE');
    }
    invariant(taken === amountMinor, `drew ${taken} from lots for ${amountMinor}`);
    return result.rows.map((row) => ({
      take: num(row.take),
      purchased_at: toDate(row.purchased_at).toISOString(),
      expires_at: toDate(row.expires_at).toISOString(),
    }));
  }

  // ---------------------------------------------------------------- reading

  /** Every balance of a member, plus what sits in open holds. One statement. */
  async balances(db: DbOrTx, memberId: number): Promise<MemberBalances> {
    const result = await db.execute<{ asset: LedgerAsset; balance: string; held: string }>(sql`
      select a.asset, a.balance,
             coalesce((select sum(h.amount_minor) from ledger_holds h where h.account_id = a.id and h.status = 'held'), 0) as held
        from ledger_accounts a where a.member_id = ${memberId}`);
    const balances: MemberBalances = {
      CASH: 0,
      CASH_GIFT: 0,
      BEANS: 0,
      BONUS_CREDIT: 0,
      DISCOUNT_CARD: 0,
      VOUCHER: 0,
      POINTS: 0,
      heldCash: 0,
      heldBeans: 0,
    };
    for (const row of result.rows) {
      balances[row.asset] = num(row.balance);
      if (row.asset === 'CASH') balances.heldCash = num(row.held);
      if (row.asset === 'BEANS') balances.heldBeans = num(row.held);
    }
    return balances;
  }

  /** A member's transfers on the given balances, newest first: one statement with its total. */
  async history(db: DbOrTx, memberId: number, filter: HistoryFilter) {
    const conditions: SQL[] = [
      sql`t.asset in (${sql.join(
        filter.assets.map((asset) => sql`${asset}`),
        sql`, `,
      )})`,
    ];
    if (filter.kinds)
      conditions.push(
        sql`t.kind in (${sql.join(
          filter.kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`,
      );
    if (filter.type === 'DC_DISTRIBUTED') conditions.push(sql`t.kind = 'DC_DISTRIBUTE' and d.member_id = ${memberId}`);
    else if (filter.type === 'DC_RECEIVED_FROM_USER') {
      conditions.push(sql`t.kind = 'DC_DISTRIBUTE' and c.member_id = ${memberId}`);
    } else if (filter.type) conditions.push(sql`t.kind = ${filter.type}`);
    if (filter.month) {
      const [start, end] = monthBounds(filter.month);
      conditions.push(
        sql`t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz`,
      );
    }
    const where = sql.join(conditions, sql` and `);
    const pageWhere = filter.lastId ? sql`${where} and t.id < ${filter.lastId}` : where;
    const offset = filter.lastId ? 0 : (filter.pageNum - 1) * filter.pageSize;
    // Both sides of a member's transfer are indexed by (account, id): the member's accounts drive the scan.
    const mine = sql`(select id from ledger_accounts where member_id = ${memberId})`;
    return this.historyPage(db, memberId, filter, where, pageWhere, offset, mine);
  }

  private async historyPage(
    db: DbOrTx,
    memberId: number,
    filter: HistoryFilter,
    where: SQL,
    pageWhere: SQL,
    offset: number,
    mine: SQL,
  ) {
    const base = sql`from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id
          join ledger_accounts c on c.id = t.credit_account_id
         where (t.debit_account_id in ${mine} or t.credit_account_id in ${mine})`;
    const result = await db.execute<Record<string, unknown>>(sql`
      select t.id, t.transaction_id, t.asset, t.kind, t.amount_minor, t.reference, t.created_at,
             coalesce(c.member_id = ${memberId}, false) as is_in,
             d.member_id as debit_member, d.system_name as debit_system,
             c.member_id as credit_member, c.system_name as credit_system,
             (select count(*) ${base} and ${where}) as total
        ${base} and ${pageWhere}
       order by t.id desc
       limit ${filter.pageSize + 1} offset ${offset}`);
    // One line more than the page tells whether another page follows, in either paging mode.
    const hasMore = result.rows.length > filter.pageSize;
    let total = 0;
    const list: HistoryRow[] = result.rows.slice(0, filter.pageSize).map((row) => {
      total = num(row.total);
      const direction = row.is_in ? 'in' : 'out';
      const kind = row.kind as TransferKind;
      const other =
        direction === 'in'
          ? (row.debit_member ?? null) !== null
            ? `member:${String(row.debit_member)}`
            : `system:${String(row.debit_system)}`
          : (row.credit_member ?? null) !== null
            ? `member:${String(row.credit_member)}`
            : `system:${String(row.credit_system)}`;
      return {
        id: num(row.id),
        transactionId: num(row.transaction_id),
        asset: row.asset as LedgerAsset,
        kind,
        type: historyTypeOf(kind, direction),
        direction,
        amountMinor: num(row.amount_minor),
        reference: (row.reference as string | null) ?? null,
        counterparty: other,
        createdAt: toDate(row.created_at),
      };
    });
    if (list.length === 0) {
      // An empty page still reports the total, so a client past the end knows where it stands.
      const counted = await db.execute<{ total: string }>(sql`select count(*) as total ${base} and ${where}`);
      total = num(counted.rows[0]?.total ?? 0);
    }
    return { list, pageNum: filter.pageNum, pageSize: filter.pageSize, total, hasMore };
  }

  // ---------------------------------------------------------------- adjustments

  /** Records an operator's adjustment; applies it at once unless it is above the approval amount. */
  async requestAdjustment(
    tx: Tx,
    operator: OperatorRef,
    input: {
      memberId: number;
      asset: LedgerAsset;
      direction: 'credit' | 'debit';
      amount: string;
      reasonCode: string;
      note: string;
    },
  ): Promise<AdjustmentView> {
    const amountMinor = parseAmount(input.asset, input.amount, ['amount']);
    const threshold = await this.settings.get(tx, 'ledgerAdjustmentApprovalMinor');
    const inserted = await tx
      .execute<{ id: string }>(
        sql`insert into ledger_adjustments (member_id, asset, direction, amount_minor, reason_code, note, status, requested_by, requested_by_name)
            values (${input.memberId}, ${input.asset}, ${input.direction}, ${amountMinor}, ${input.reasonCode}, ${input.note},
                    'pending', ${operator.operatorId}, ${operator.username})
            returning id`,
      )
      .catch(translateDbError);
    const id = num(inserted.rows[0]!.id);
    if (amountMinor > threshold) return this.adjustment(tx, id);
    const posted = await this.applyAdjustment(tx, id, input.memberId, input.asset, input.direction, amountMinor);
    await tx.execute(sql`
      update ledger_adjustments set status = 'applied', transaction_id = ${posted.transactionId}, decided_at = now()
       where id = ${id}`);
    return this.adjustment(tx, id);
  }

  /** A second operator approves a pending adjustment, which is then applied; the requester may not. */
  async approveAdjustment(tx: Tx, id: number, operator: OperatorRef, note?: string): Promise<AdjustmentView> {
    const row = await this.pendingAdjustmentFor(tx, id, operator);
    const posted = await this.applyAdjustment(tx, id, row.member_id, row.asset, row.direction, num(row.amount_minor));
    await tx.execute(sql`
      update ledger_adjustments
         set status = 'applied', transaction_id = ${posted.transactionId}, decided_by = ${operator.operatorId},
             decided_by_name = ${operator.username}, decision_note = ${note ?? null}, decided_at = now()
       where id = ${id}`);
    return this.adjustment(tx, id);
  }

  /** A second operator turns a pending adjustment down; nothing moves. */
  async rejectAdjustment(tx: Tx, id: number, operator: OperatorRef, note?: string): Promise<AdjustmentView> {
    await this.pendingAdjustmentFor(tx, id, operator);
    await tx.execute(sql`
      update ledger_adjustments
         set status = 'rejected', decided_by = ${operator.operatorId}, decided_by_name = ${operator.username},
             decision_note = ${note ?? null}, decided_at = now()
       where id = ${id}`);
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

  private async pendingAdjustmentFor(tx: Tx, id: number, operator: OperatorRef): Promise<AdjustmentRow> {
    const result = await tx.execute<AdjustmentRow>(sql`select * from ledger_adjustments where id = ${id} for update`);
    const row = result.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'error.ADJUSTMENT_NOT_FOUND', undefined, 'ADJUSTMENT_NOT_FOUND');
    if (row.status !== 'pending')
      throw new AppError('CONFLICT', 'error.ADJUSTMENT_DECIDED', undefined, 'ADJUSTMENT_DECIDED');
    if (row.requested_by === operator.operatorId) {
      throw new AppError('FORBIDDEN', 'error.ADJUSTMENT_SELF_APPROVAL', undefined, 'ADJUSTMENT_SELF_APPROVAL');
    }
    return row;
  }

  private async applyAdjustment(
    tx: Tx,
    id: number,
    memberId: number,
    asset: LedgerAsset,
    direction: 'credit' | 'debit',
    amountMinor: number,
  ): Promise<PostedTransaction> {
    const idempotencyKey = `adjustment:${id}`;
    const reference = `adjustment:${id}`;
    if (asset === 'DISCOUNT_CARD') {
      return direction === 'credit'
        ? this.creditLot(tx, {
            idempotencyKey,
            memberId,
            amountMinor,
            kind: 'ADJUSTMENT',
            from: { system: 'ADJUSTMENT' },
            reference,
          })
        : this.spendDiscountCard(tx, {
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
    return this.post(
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

  // ---------------------------------------------------------------- the core

  private assetRuleError(): AppError {
    return new AppError('VALIDATION', 'error.LEDGER_ASSET_RULE', undefined, 'LEDGER_ASSET_RULE');
  }

  private async post(tx: Tx, request: TransferRequest, options: PostOptions): Promise<PostedTransaction> {
    if (!transferKinds.includes(request.kind)) {
      throw new ValidationFailure([{ code: 'custom', path: ['kind'], message: 'invalid' }]);
    }
    if (request.legs.length === 0)
      throw new ValidationFailure([{ code: 'custom', path: ['legs'], message: 'invalid' }]);
    request.legs.forEach((leg, index) => {
      if (!Number.isSafeInteger(leg.amountMinor) || leg.amountMinor <= 0) {
        throw new ValidationFailure([{ code: 'custom', path: ['legs', index, 'amountMinor'], message: 'invalid' }]);
      }
      if (refKey(leg.from, leg.asset) === refKey(leg.to, leg.asset)) {
        throw new ValidationFailure([{ code: 'custom', path: ['legs', index, 'to'], message: 'invalid' }]);
      }
      // Member discount-card value lives in lots as well; only the lot methods keep both in step.
      if (
        leg.asset === 'DISCOUNT_CARD' &&
        !options.allowMemberDiscountCard &&
        ('memberId' in leg.from || 'memberId' in leg.to)
      ) {
        throw this.assetRuleError();
      }
    });
    const refs = request.legs.flatMap((leg) => [
      { ref: leg.from, asset: leg.asset },
      { ref: leg.to, asset: leg.asset },
    ]);
    const ids = await this.resolveAccounts(tx, refs);
    const legs = request.legs.map((leg, index) => ({
      debitAccountId: ids[index * 2]!,
      creditAccountId: ids[index * 2 + 1]!,
      asset: leg.asset,
      amountMinor: leg.amountMinor,
    }));
    return this.postResolved(
      tx,
      { idempotencyKey: request.idempotencyKey, kind: request.kind, reference: request.reference ?? null },
      legs,
      {
        ...options,
        fingerprintExtra: {
          legs: request.legs.map((leg) => [refKey(leg.from, leg.asset), refKey(leg.to, leg.asset), leg.amountMinor]),
          extra: options.fingerprintExtra ?? null,
        },
      },
    );
  }

  /** Claims the key, then inserts every leg in one statement (the trigger moves the balances). */
  private async postResolved(
    tx: Tx,
    head: { idempotencyKey: string; kind: TransferKind; reference?: string | null },
    legs: Omit<PostedTransfer, 'id'>[],
    options: PostOptions,
  ): Promise<PostedTransaction> {
    const key = head.idempotencyKey.trim();
    if (key.length === 0 || key.length > 200) {
      throw new ValidationFailure([{ code: 'custom', path: ['idempotencyKey'], message: 'invalid' }]);
    }
    const reference = head.reference ?? null;
    const requestHash = fingerprint({
      kind: head.kind,
      reference,
      content:
        options.fingerprintExtra ?? legs.map((leg) => [leg.debitAccountId, leg.creditAccountId, leg.amountMinor]),
    });
    try {
      // A concurrent claim of the same key waits here for the first to commit, then finds it.
      const claimed = await tx.execute<{ id: string; created_at: string }>(sql`
        insert into ledger_transactions (idempotency_key, request_hash, kind, reference, reverses_id)
        values (${key}, ${requestHash}, ${head.kind}, ${reference}, ${options.reversesId ?? null})
        on conflict (idempotency_key) do nothing
        returning id, created_at`);
      const claim = claimed.rows[0];
      if (!claim) return this.replay(tx, key, requestHash);
      const transactionId = num(claim.id);
      if (options.afterClaim) await options.afterClaim(transactionId);
      const inserted = await tx.execute<{
        id: string;
        debit_account_id: string;
        credit_account_id: string;
        asset: LedgerAsset;
        amount_minor: string;
      }>(sql`
        insert into ledger_transfers (transaction_id, debit_account_id, credit_account_id, asset, amount_minor, kind, reference)
        select ${transactionId}, l.debit, l.credit, l.asset, l.amount, ${head.kind}, ${reference}
          from jsonb_to_recordset(${JSON.stringify(
            legs.map((leg, index) => ({
              idx: index,
              debit: leg.debitAccountId,
              credit: leg.creditAccountId,
              asset: leg.asset,
              amount: leg.amountMinor,
            })),
          )}::jsonb) as l(idx int, debit bigint, credit bigint, asset text, amount bigint)
         order by l.idx
        returning id, debit_account_id, credit_account_id, asset, amount_minor`);
      invariant(inserted.rows.length === legs.length, 'every leg of a transaction is inserted');
      return {
        transactionId,
        idempotencyKey: key,
        kind: head.kind,
        reference,
        createdAt: toDate(claim.created_at),
        isReplay: false,
        transfers: inserted.rows
          .map((row) => ({
            id: num(row.id),
            debitAccountId: num(row.debit_account_id),
            creditAccountId: num(row.credit_account_id),
            asset: row.asset,
            amountMinor: num(row.amount_minor),
          }))
          .sort((a, b) => a.id - b.id),
      };
    } catch (error) {
      if (error instanceof AppError || error instanceof ValidationFailure) throw error;
      return translateDbError(error);
    }
  }

  private async replay(tx: Tx, key: string, requestHash: string): Promise<PostedTransaction> {
    const found = await tx.execute<{
      id: string;
      request_hash: string;
      kind: string;
      reference: string | null;
      created_at: string;
    }>(
      sql`select id, request_hash, kind, reference, created_at from ledger_transactions where idempotency_key = ${key}`,
    );
    const first = found.rows[0];
    invariant(first, `idempotency key ${key} conflicted but is not found`);
    if (first.request_hash !== requestHash) {
      throw new AppError('CONFLICT', 'error.IDEMPOTENCY_MISMATCH', undefined, 'IDEMPOTENCY_MISMATCH');
    }
    const transfers = await tx.execute<{
      id: string;
      debit_account_id: string;
      credit_account_id: string;
      asset: LedgerAsset;
      amount_minor: string;
    }>(sql`select id, debit_account_id, credit_account_id, asset, amount_minor
             from ledger_transfers where transaction_id = ${first.id} order by id`);
    return {
      transactionId: num(first.id),
      idempotencyKey: key,
      kind: first.kind,
      reference: first.reference,
      createdAt: toDate(first.created_at),
      isReplay: true,
      transfers: transfers.rows.map((row) => ({
        id: num(row.id),
        debitAccountId: num(row.debit_account_id),
        creditAccountId: num(row.credit_account_id),
        asset: row.asset,
        amountMinor: num(row.amount_minor),
      })),
    };
  }

  private async systemAccountId(db: DbOrTx, name: SystemAccountName, asset: LedgerAsset): Promise<number> {
    if (!this.systemAccountIds) {
      const result = await db.execute<{ id: string; system_name: string; asset: string }>(sql`
        select id, system_name, asset from ledger_accounts where system_name is not null`);
      this.systemAccountIds = new Map(result.rows.map((row) => [`${row.system_name}:${row.asset}`, num(row.id)]));
    }
    const id = this.systemAccountIds.get(`${name}:${asset}`);
    invariant(id !== undefined, `system account ${name} ${asset} exists`);
    return id;
  }

  /** Account ids for each reference, in order; member accounts open on first use. */
  private async resolveAccounts(tx: Tx, refs: { ref: AccountRef; asset: LedgerAsset }[]): Promise<number[]> {
    const found = new Map<string, number>();
    const memberWanted = new Map<string, { member_id: number; asset: LedgerAsset }>();
    for (const { ref, asset } of refs) {
      if ('system' in ref) found.set(refKey(ref, asset), await this.systemAccountId(tx, ref.system, asset));
      else memberWanted.set(refKey(ref, asset), { member_id: ref.memberId, asset });
    }
    if (memberWanted.size > 0) {
      const wanted = JSON.stringify([...memberWanted.values()]);
      const lookup = () =>
        tx.execute<{ id: string; member_id: number; asset: LedgerAsset }>(sql`
          select a.id, a.member_id, a.asset from ledger_accounts a
            join jsonb_to_recordset(${wanted}::jsonb) as w(member_id int, asset text)
              on a.member_id = w.member_id and a.asset = w.asset`);
      let rows = (await lookup()).rows;
      if (rows.length < memberWanted.size) {
        await tx
          .execute(
            sql`insert into ledger_accounts (member_id, asset)
                select member_id, asset from jsonb_to_recordset(${wanted}::jsonb) as w(member_id int, asset text)
                on conflict do nothing`,
          )
          .catch(translateDbError);
        rows = (await lookup()).rows;
      }
      for (const row of rows) found.set(`m:${row.member_id}:${row.asset}`, num(row.id));
    }
    return refs.map(({ ref, asset }) => {
      const id = found.get(refKey(ref, asset));
      invariant(id !== undefined, `account ${refKey(ref, asset)} resolved`);
      return id;
    });
  }
}
