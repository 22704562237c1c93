// A member's side of withdrawals: what is missing, credentials, apply (the amount is held in the
// ledger), cancel, and reading their own applications. One open application per member is the
// database's rule (`withdrawals_one_open`); the ledger refuses a hold above the balance.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@mall/i18n';
import {
  formatMinor,
  openWithdrawalStatuses,
  parseMinor,
  type ParsedBodyOf,
  type WithdrawMissing,
  type withdraw,
} from '@mall/contracts';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { BankCardService, IdentityService, PrivateFiles } from '../identity/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { notFound, withdrawalMachine } from './withdraw.states.ts';
import { withdrawalCredentials, withdrawals, type WithdrawalRow } from './withdraw.schema.ts';
import { money, withdrawalView } from './withdraw.views.ts';

type ApplyBody = ParsedBodyOf<typeof withdraw.apply>;
type PassedCard = NonNullable<Awaited<ReturnType<BankCardService['passedCard']>>>;

interface Prepared {
  amountMinor: number;
  feeMinor: number;
  taxMinor: number;
  card: PassedCard;
  accountName: string;
  credentialIds: number[];
}

/** Marks a racing replay of the same key: the first application is the answer. */
const REPLAYED = 'WITHDRAW_REPLAYED';

export interface WithdrawDeps {
  ledger: LedgerService;
  identity: IdentityService;
  bankCards: BankCardService;
  settings: SettingsService;
  files: PrivateFiles;
}

/** Spec section 9: three working days for Thai banks, seven for others. */
const PROCESSING_DAYS = [3, 7];

const refusal = (key: string, values?: Record<string, string>) =>
  new AppError('CONFLICT', `error.${key}` as `error.WITHDRAW_NEEDS_CARD`, values, key);

/** A unique index refused the row; which one (drizzle wraps the driver's error in `cause`). */
function uniqueViolation(error: unknown): string | null {
  for (let at: unknown = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    const found = at as { code?: unknown; constraint?: unknown };
    if (found.code === '23505') return typeof found.constraint === 'string' ? found.constraint : '';
  }
  return null;
}

/** Withholding tax of an amount, rounded down to the minor unit. */
export const taxOf = (amountMinor: number, rateBp: number) => Math.floor((amountMinor * rateBp) / 10_000);

export class WithdrawService {
  readonly #deps: WithdrawDeps;

  constructor(deps: WithdrawDeps) {
    this.#deps = deps;
  }

  /** What the member still lacks, and the figures the apply page shows before applying. */
  async precheck(db: DbOrTx, memberId: number, locale: Locale) {
    const { identity, bankCards, ledger, settings } = this.#deps;
    const [holder, cards, balances, rules, credentials, openId] = await Promise.all([
      identity.approvedHolder(db, memberId),
      bankCards.list(db, memberId, locale),
      ledger.balances(db, memberId),
      settings.get(db, 'withdrawRules'),
      this.#unusedCredentials(db, memberId),
      this.#openId(db, memberId),
    ]);
    const passed = cards.filter((card) => card.status === 1);
    const missing: WithdrawMissing[] = [];
    if (!holder) missing.push('identity');
    if (passed.length === 0) missing.push('bankCard');
    if (credentials.length === 0) missing.push('credentials');
    if (openId !== null) missing.push('openApplication');
    return {
      missing,
      openWithdrawalId: openId,
      balance: money(balances.CASH),
      minimum: money(rules.minimumMinor),
      fee: money(rules.feeMinor),
      taxRateBp: rules.taxRateBp,
      processingDays: PROCESSING_DAYS,
      cards: passed.map((card) => ({
        id: card.id,
        bankName: card.bankName,
        accountNo: card.accountNo,
        accountName: card.isCompany ? (card.companyName ?? '') : `${card.firstName} ${card.lastName}`,
      })),
      credentials: credentials.map((row) => ({ id: row.id, ...this.#deps.files.sign(row.fileKey) })),
    };
  }

  /** Stores one promotion credential privately; an application names it later. */
  async uploadCredential(db: Db, memberId: number, bytes: Buffer) {
    const fileKey = await this.#deps.files.store(bytes);
    const [row] = await db.insert(withdrawalCredentials).values({ memberId, fileKey }).returning();
    return { id: row!.id, ...this.#deps.files.sign(fileKey) };
  }

  /** Applies to withdraw: checks every rule, then holds the amount. A replayed key answers the first application. */
  async apply(db: Db, memberId: number, body: ApplyBody, locale: Locale) {
    const replay = await this.#byKey(db, memberId, body.idempotencyKey);
    if (replay) return this.detail(db, memberId, replay.id);
    try {
      const id = await withTransaction(db, async (tx) => {
        const prepared = await this.#prepare(tx, memberId, body, locale);
        return this.#insert(tx, memberId, body, prepared);
      });
      return await this.detail(db, memberId, id);
    } catch (error) {
      const first = error instanceof AppError && error.errorKey === REPLAYED;
      const raced = first ? await this.#byKey(db, memberId, body.idempotencyKey) : null;
      if (raced) return this.detail(db, memberId, raced.id);
      throw error;
    }
  }

  /** The member cancels an application still pending review; the hold returns the money. */
  async cancel(db: Db, memberId: number, id: number) {
    return withTransaction(db, async (tx) => {
      const row = await this.#own(tx, memberId, id);
      await withdrawalMachine.apply(tx, id, 'cancel', { set: [sql`closed_at = now()`] });
      await this.release(tx, row);
      return withdrawalView(await this.#own(tx, memberId, id));
    });
  }

  /** Returns a withdrawal's held amount to the member (cancel, rejection, the bank's refusal). */
  async release(tx: Tx, row: WithdrawalRow): Promise<void> {
    if (row.holdId === null) throw new Error(`withdrawal ${row.id} has no hold`);
    await this.#deps.ledger.voidHold(tx, row.holdId, {
      idempotencyKey: `withdrawal-release:${row.id}`,
      reference: `withdrawal:${row.id}`,
    });
  }

  /** The member's applications, newest first. */
  async page(db: DbOrTx, memberId: number, paging: { pageNum: number; pageSize: number }) {
    const where = eq(withdrawals.memberId, memberId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.id))
        .limit(paging.pageSize)
        .offset((paging.pageNum - 1) * paging.pageSize),
      db.select({ value: count() }).from(withdrawals).where(where),
    ]);
    const totalCount = total?.value ?? 0;
    return {
      list: rows.map((row) => withdrawalView(row)),
      pageNum: paging.pageNum,
      pageSize: paging.pageSize,
      total: totalCount,
      hasMore: paging.pageNum * paging.pageSize < totalCount,
    };
  }

  /** One own application with signed links to its credentials; anyone else's is "not found". */
  async detail(db: DbOrTx, memberId: number, id: number) {
    const row = await this.#own(db, memberId, id);
    return { ...withdrawalView(row), credentials: await this.credentialLinks(db, id) };
  }

  /** Signed links to an application's credentials. */
  async credentialLinks(db: DbOrTx, withdrawalId: number) {
    const rows = await db
      .select()
      .from(withdrawalCredentials)
      .where(eq(withdrawalCredentials.withdrawalId, withdrawalId))
      .orderBy(withdrawalCredentials.id);
    return rows.map((row) => ({ id: row.id, ...this.#deps.files.sign(row.fileKey) }));
  }

  async #prepare(tx: Tx, memberId: number, body: ApplyBody, locale: Locale): Promise<Prepared> {
    const { identity, bankCards, ledger, settings } = this.#deps;
    const rules = await settings.get(tx, 'withdrawRules');
    const amountMinor = parseMinor(body.amount);
    if (amountMinor === null || amountMinor < rules.minimumMinor) {
      const values = { minimum: formatMinor(rules.minimumMinor) };
      throw new AppError('VALIDATION', 'error.WITHDRAW_MINIMUM', values, 'WITHDRAW_MINIMUM');
    }
    if (!(await identity.approvedHolder(tx, memberId))) throw refusal('WITHDRAW_NEEDS_IDENTITY');
    const card = await bankCards.passedCard(tx, memberId, body.bankCardId, locale);
    if (!card) throw refusal('WITHDRAW_NEEDS_CARD');
    const ids = [...new Set(body.credentialIds)];
    const [usable] = await tx
      .select({ value: count() })
      .from(withdrawalCredentials)
      .where(
        and(
          inArray(withdrawalCredentials.id, ids),
          eq(withdrawalCredentials.memberId, memberId),
          isNull(withdrawalCredentials.withdrawalId),
        ),
      );
    if ((usable?.value ?? 0) !== ids.length) throw refusal('WITHDRAW_NEEDS_CREDENTIALS');
    const feeMinor = rules.feeMinor;
    const taxMinor = taxOf(amountMinor, rules.taxRateBp);
    if (amountMinor <= feeMinor + taxMinor) throw refusal('WITHDRAW_BELOW_COSTS');
    // Said first: the open application, not the money it holds, is why a second one is refused.
    if ((await this.#openId(tx, memberId)) !== null) throw refusal('WITHDRAW_OPEN_EXISTS');
    if ((await ledger.balances(tx, memberId)).CASH < amountMinor) throw refusal('WITHDRAW_ABOVE_BALANCE');
    const accountName = card.isCompany ? (card.companyName ?? '') : `${card.firstName} ${card.lastName}`;
    return { amountMinor, feeMinor, taxMinor, card, accountName, credentialIds: ids };
  }

  async #insert(tx: Tx, memberId: number, body: ApplyBody, prepared: Prepared): Promise<number> {
    const { rows } = await tx.execute<{ id: string; day: string }>(
      sql`select nextval(pg_get_serial_sequence('withdrawals', 'id')) as id, to_char(now() at time zone 'UTC', 'YYYYMMDD') as day`,
    );
    const id = Number(rows[0]!.id);
    const { card } = prepared;
    // A savepoint: the unique indexes refusing the row must not end the transaction unexplained.
    await tx
      .transaction((inner) =>
        inner.insert(withdrawals).values({
          id,
          serialNo: `W${rows[0]!.day}${String(id).padStart(6, '0')}`,
          memberId,
          idempotencyKey: body.idempotencyKey,
          amountMinor: prepared.amountMinor,
          feeMinor: prepared.feeMinor,
          taxMinor: prepared.taxMinor,
          bankCardId: card.id,
          bankCode: card.bankCode,
          bankName: card.bankName,
          accountName: prepared.accountName,
          accountNo: card.accountNo,
        }),
      )
      .catch((error: unknown) => {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        if (constraint === 'withdrawals_member_key') {
          throw new AppError('CONFLICT', 'error.WITHDRAW_OPEN_EXISTS', undefined, REPLAYED);
        }
        throw refusal('WITHDRAW_OPEN_EXISTS');
      });
    const hold = await this.#deps.ledger.hold(tx, {
      idempotencyKey: `withdrawal-hold:${id}`,
      memberId,
      asset: 'CASH',
      amountMinor: prepared.amountMinor,
      reference: `withdrawal:${id}`,
      kind: 'WITHDRAWAL',
    });
    await tx.update(withdrawals).set({ holdId: hold.id }).where(eq(withdrawals.id, id));
    const used = await tx
      .update(withdrawalCredentials)
      .set({ withdrawalId: id })
      .where(and(inArray(withdrawalCredentials.id, prepared.credentialIds), isNull(withdrawalCredentials.withdrawalId)))
      .returning({ id: withdrawalCredentials.id });
    if (used.length !== prepared.credentialIds.length) throw refusal('WITHDRAW_NEEDS_CREDENTIALS');
    return id;
  }

  async #own(db: DbOrTx, memberId: number, id: number): Promise<WithdrawalRow> {
    const [row] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)));
    if (!row) throw notFound();
    return row;
  }

  async #byKey(db: DbOrTx, memberId: number, key: string) {
    const [row] = await db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.idempotencyKey, key)));
    return row ?? null;
  }

  async #openId(db: DbOrTx, memberId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, openWithdrawalStatuses)))
      .limit(1);
    return row?.id ?? null;
  }

  async #unusedCredentials(db: DbOrTx, memberId: number) {
    return db
      .select()
      .from(withdrawalCredentials)
      .where(and(eq(withdrawalCredentials.memberId, memberId), isNull(withdrawalCredentials.withdrawalId)))
      .orderBy(withdrawalCredentials.id);
  }
}
