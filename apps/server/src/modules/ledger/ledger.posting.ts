// The posting core every ledger part goes through: it resolves accounts, claims the idempotency key
// and inserts all legs in one statement (a database trigger moves the balances).
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { transferKinds, type LedgerAsset, type TransferKind } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { pgError } from '../../db/pg-error.ts';
import { AppError, invariant, ValidationFailure } from '../../lib/errors.ts';
import { pointChangesWith, publishPointChanges } from './ledger.points-events.ts';
import type {
  AccountRef,
  PostedTransaction,
  PostedTransfer,
  SystemAccountName,
  TransferRequest,
} from './ledger.types.ts';

export interface PostOptions {
  reversesId?: number;
  /** Runs after the key is claimed and before any transfer: for checks and rows tied to the transaction. */
  afterClaim?: (transactionId: number) => Promise<void>;
  /** Lets the lot methods move member discount-card value, which plain transfers may not. */
  allowMemberDiscountCard?: boolean;
  /** Extra request content for the fingerprint (a hold id, a lot's dates). */
  fingerprintExtra?: unknown;
}

export type ResolvedLeg = Omit<PostedTransfer, 'id'>;

const MEMBER_NOT_NEGATIVE = 'ledger_accounts_member_not_negative';

/** Turns the database's refusals into the errors a caller can show. */
export function translateDbError(error: unknown): never {
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

export function refKey(ref: AccountRef, asset: LedgerAsset): string {
  return 'memberId' in ref ? `m:${ref.memberId}:${asset}` : `s:${ref.system}:${asset}`;
}

export function num(value: unknown): number {
  const n = Number(value);
  invariant(Number.isSafeInteger(n), `ledger value ${String(value)} is not a safe integer`);
  return n;
}

/** Raw queries give timestamps as text ("2026-01-10 00:00:00+00"). */
export function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : new Date(String(value));
  invariant(!Number.isNaN(date.getTime()), `ledger timestamp ${String(value)} is valid`);
  return date;
}

export function fingerprint(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

export function assetRuleError(): AppError {
  return new AppError('VALIDATION', 'error.LEDGER_ASSET_RULE', undefined, 'LEDGER_ASSET_RULE');
}

type TransferRow = {
  id: string;
  debit_account_id: string;
  credit_account_id: string;
  asset: LedgerAsset;
  amount_minor: string;
};

function transferOf(row: TransferRow): PostedTransfer {
  return {
    id: num(row.id),
    debitAccountId: num(row.debit_account_id),
    creditAccountId: num(row.credit_account_id),
    asset: row.asset,
    amountMinor: num(row.amount_minor),
  };
}

function checkLegs(request: TransferRequest, options: PostOptions): void {
  if (!transferKinds.includes(request.kind)) {
    throw new ValidationFailure([{ code: 'custom', path: ['kind'], message: 'invalid' }]);
  }
  if (request.legs.length === 0) throw new ValidationFailure([{ code: 'custom', path: ['legs'], message: 'invalid' }]);
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
      throw assetRuleError();
    }
  });
}

function checkedKey(idempotencyKey: string): string {
  const key = idempotencyKey.trim();
  if (key.length === 0 || key.length > 200) {
    throw new ValidationFailure([{ code: 'custom', path: ['idempotencyKey'], message: 'invalid' }]);
  }
  return key;
}

/** What a request's fingerprint covers: its legs by account and amount, plus any extra content. */
function requestContent(request: TransferRequest, extra: unknown) {
  return {
    legs: request.legs.map((leg) => [refKey(leg.from, leg.asset), refKey(leg.to, leg.asset), leg.amountMinor]),
    extra: extra ?? null,
  };
}

/** One leg as the legs insert reads it: a side names its account, or the member whose account it is. */
interface LegRow {
  idx: number;
  debit: number | null;
  debit_member: number | null;
  credit: number | null;
  credit_member: number | null;
  asset: LedgerAsset;
  amount: number;
}

/**
 * The insert of a transaction's legs, in their order, for both ways of posting: `transactionId` is
 * a value or a column of `from` (a caller's CTE). A side without an account id is its member's
 * account for the leg's asset, found in the statement.
 */
function legsInsert(
  transactionId: SQL,
  from: SQL | undefined,
  head: { kind: TransferKind; reference: string | null },
  legs: LegRow[],
): SQL {
  const account = (id: SQL, member: SQL) =>
    sql`coalesce(${id}, (select a.id from ledger_accounts a where a.member_id = ${member} and a.asset = l.asset))`;
  const source = sql`jsonb_to_recordset(${JSON.stringify(legs)}::jsonb)
                 as l(idx int, debit bigint, debit_member int, credit bigint, credit_member int, asset text, amount bigint)`;
  return sql`insert into ledger_transfers (transaction_id, debit_account_id, credit_account_id, asset, amount_minor, kind, reference)
        select ${transactionId}, ${account(sql`l.debit`, sql`l.debit_member`)}, ${account(sql`l.credit`, sql`l.credit_member`)},
               l.asset, l.amount, ${head.kind}, ${head.reference}
          from ${from ? sql`${from}, ${source}` : source}
         order by l.idx`;
}

/** Posts transactions: the one place that writes ledger_transactions and ledger_transfers. */
export class LedgerPosting {
  /** System accounts are created by the migration, so their ids are stable for the process. */
  private systemAccountIds: Map<string, number> | null = null;

  /** Checks and resolves the legs, then posts them as one transaction. */
  async post(tx: Tx, request: TransferRequest, options: PostOptions): Promise<PostedTransaction> {
    checkLegs(request, options);
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
      { ...options, fingerprintExtra: requestContent(request, options.fingerprintExtra) },
    );
  }

  /**
   * The posting as two CTEs (`ledger_claim`, `ledger_legs`) of a caller's statement, so the caller
   * writes its own rows and the money in one round trip. The key must be new: a reused one fails
   * the whole statement on its unique index. Member accounts are found in the statement (a member
   * spends only from an account that exists); the transfer trigger moves the balances as ever.
   * `name` prefixes the CTEs (`<name>_claim`, ...) so one statement may hold several postings.
   */
  async postingWith(db: DbOrTx, request: TransferRequest, name = 'ledger'): Promise<SQL> {
    checkLegs(request, {});
    const key = checkedKey(request.idempotencyKey);
    const reference = request.reference ?? null;
    const requestHash = fingerprint({ kind: request.kind, reference, content: requestContent(request, undefined) });
    const side = async (ref: AccountRef, asset: LedgerAsset) =>
      'memberId' in ref
        ? { id: null, member: ref.memberId }
        : { id: await this.systemAccountId(db, ref.system, asset), member: null };
    const legs = await Promise.all(
      request.legs.map(async (leg, idx): Promise<LegRow> => {
        const [from, to] = [await side(leg.from, leg.asset), await side(leg.to, leg.asset)];
        return {
          idx,
          debit: from.id,
          debit_member: from.member,
          credit: to.id,
          credit_member: to.member,
          asset: leg.asset,
          amount: leg.amountMinor,
        };
      }),
    );
    // Points move announced, in the same statement (`points.changed`, as postResolved does).
    const pointChanges = pointChangesWith(
      name,
      { kind: request.kind, reference },
      legs.map((leg) => ({
        asset: leg.asset,
        debitMember: leg.debit_member,
        creditMember: leg.credit_member,
        amountMinor: leg.amount,
      })),
    );
    const claim = sql.identifier(`${name}_claim`);
    return sql`${claim} as (
        insert into ledger_transactions (idempotency_key, request_hash, kind, reference)
        values (${key}, ${requestHash}, ${request.kind}, ${reference}) returning id),
      ${sql.identifier(`${name}_legs`)} as (${legsInsert(sql`c.id`, sql`${claim} c`, { kind: request.kind, reference }, legs)})${
        pointChanges ? sql`, ${pointChanges}` : sql``
      }`;
  }

  /** Claims the key, then inserts every leg in one statement (the trigger moves the balances). */
  async postResolved(
    tx: Tx,
    head: { idempotencyKey: string; kind: TransferKind; reference?: string | null },
    legs: ResolvedLeg[],
    options: PostOptions,
  ): Promise<PostedTransaction> {
    const key = checkedKey(head.idempotencyKey);
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
      if (!claim) return await this.replay(tx, key, requestHash);
      const transactionId = num(claim.id);
      if (options.afterClaim) await options.afterClaim(transactionId);
      const transfers = await this.insertLegs(tx, transactionId, head.kind, reference, legs);
      await publishPointChanges(tx, { transactionId, kind: head.kind, reference, transfers });
      return {
        transactionId,
        idempotencyKey: key,
        kind: head.kind,
        reference,
        createdAt: toDate(claim.created_at),
        isReplay: false,
        transfers,
      };
    } catch (error) {
      if (error instanceof AppError || error instanceof ValidationFailure) throw error;
      return translateDbError(error);
    }
  }

  private async insertLegs(
    tx: Tx,
    transactionId: number,
    kind: TransferKind,
    reference: string | null,
    legs: ResolvedLeg[],
  ): Promise<PostedTransfer[]> {
    const rows = legs.map((leg, index): LegRow => ({
      idx: index,
      debit: leg.debitAccountId,
      debit_member: null,
      credit: leg.creditAccountId,
      credit_member: null,
      asset: leg.asset,
      amount: leg.amountMinor,
    }));
    const inserted = await tx.execute<TransferRow>(sql`
      ${legsInsert(sql`${transactionId}`, undefined, { kind, reference }, rows)}
      returning id, debit_account_id, credit_account_id, asset, amount_minor`);
    invariant(inserted.rows.length === legs.length, 'every leg of a transaction is inserted');
    return inserted.rows.map(transferOf).sort((a, b) => a.id - b.id);
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
    const transfers = await tx.execute<TransferRow>(sql`
      select id, debit_account_id, credit_account_id, asset, amount_minor
        from ledger_transfers where transaction_id = ${first.id} order by id`);
    return {
      transactionId: num(first.id),
      idempotencyKey: key,
      kind: first.kind,
      reference: first.reference,
      createdAt: toDate(first.created_at),
      isReplay: true,
      transfers: transfers.rows.map(transferOf),
    };
  }

  /** The id of a system account for an asset. */
  async systemAccountId(db: DbOrTx, name: SystemAccountName, asset: LedgerAsset): Promise<number> {
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
  async resolveAccounts(tx: Tx, refs: { ref: AccountRef; asset: LedgerAsset }[]): Promise<number[]> {
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
