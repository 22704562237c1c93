// Bank cards: added only with approved identity and in the identity's name, reviewed by an
// operator (0 to be inspected, 1 passed, 2 failed, 3 review failed), masked everywhere but review.
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Locale } from '@mall/i18n';
import type { BankCardStatus, ParsedBodyOf, memberBank } from '@mall/contracts';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { memberTable as members } from '../member/index.ts';
import { findBank } from './identity.banks.ts';
import { bankCards, type BankCardRow } from './identity.schema.ts';
import { sameName, type IdentityService } from './identity.service.ts';

type AddCard = ParsedBodyOf<typeof memberBank.add>;

/** Only the last four digits are ever shown to the member. */
export function maskAccount(accountNo: string): string {
  return `**** ${accountNo.slice(-4)}`;
}

function cardView(row: BankCardRow, locale: Locale, reveal = false) {
  const bank = findBank(row.bankCode, locale);
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: bank?.name ?? row.bankCode,
    bankLogo: bank?.logo ?? '',
    accountNo: reveal ? row.accountNo : maskAccount(row.accountNo),
    branch: row.branch,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    isCompany: row.isCompany,
    status: row.status as BankCardStatus,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A unique index refused the row (drizzle wraps the driver's error in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let at: unknown = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const refuse = (field: string, message: string) => new ValidationFailure([{ code: 'custom', path: [field], message }]);

export class BankCardService {
  readonly #identity: IdentityService;

  constructor(identity: IdentityService) {
    this.#identity = identity;
  }

  /** Adds a card in the approved identity's name; it waits for inspection. */
  async add(db: Db, memberId: number, input: AddCard, locale: Locale) {
    if (!findBank(input.bankCode, locale)) throw refuse('bankCode', 'UNKNOWN_BANK');
    const accountNo = input.accountNo.replace(/[\s-]/g, '');
    const holder = await this.#identity.approvedHolder(db, memberId);
    if (!holder) throw new AppError('CONFLICT', 'error.BANK_NEEDS_IDENTITY', undefined, 'BANK_NEEDS_IDENTITY');
    const isCompany = holder.kind === 'company';
    const companyName = input.companyName?.trim() || null;
    if (isCompany) {
      if (!companyName) throw refuse('companyName', 'REQUIRED');
      if (!sameName(companyName, holder.holderName)) throw refuse('companyName', 'HOLDER_MISMATCH');
    } else if (!sameName(`${input.firstName} ${input.lastName}`, holder.holderName)) {
      throw refuse('firstName', 'HOLDER_MISMATCH');
    }
    try {
      const [row] = await withTransaction(db, (tx) =>
        tx
          .insert(bankCards)
          .values({
            memberId,
            bankCode: input.bankCode,
            accountNo,
            branch: input.branch,
            firstName: input.firstName,
            lastName: input.lastName,
            companyName: isCompany ? companyName : null,
            isCompany,
          })
          .returning(),
      );
      return cardView(row!, locale);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('CONFLICT', 'error.BANK_CARD_EXISTS', undefined, 'BANK_CARD_EXISTS');
      throw error;
    }
  }

  /** The member's cards, newest first, masked. */
  async list(db: DbOrTx, memberId: number, locale: Locale) {
    const rows = await db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
      .orderBy(desc(bankCards.id));
    return rows.map((row) => cardView(row, locale));
  }

  /** Removes one of the member's own cards; anyone else's is "not found". */
  async remove(db: DbOrTx, memberId: number, id: number): Promise<void> {
    const removed = await db
      .update(bankCards)
      .set({ deletedAt: new Date() })
      .where(and(eq(bankCards.id, id), eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
      .returning({ id: bankCards.id });
    if (removed.length === 0)
      throw new AppError('NOT_FOUND', 'error.BANK_CARD_NOT_FOUND', undefined, 'BANK_CARD_NOT_FOUND');
  }

  /** Removes every card of a closing account (rows stay for the payouts that name them). */
  async removeAll(tx: Tx, memberId: number): Promise<void> {
    await tx
      .update(bankCards)
      .set({ deletedAt: new Date() })
      .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)));
  }

  /** Whether the member has a card that passed review (withdrawals need one). */
  async hasPassedCard(db: DbOrTx, memberId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(and(eq(bankCards.memberId, memberId), eq(bankCards.status, 1), isNull(bankCards.deletedAt)))
      .limit(1);
    return row !== undefined;
  }

  /** One of the member's own passed cards with its full number (a withdrawal copies it); null otherwise. */
  async passedCard(db: DbOrTx, memberId: number, id: number, locale: Locale) {
    const [row] = await db
      .select()
      .from(bankCards)
      .where(
        and(
          eq(bankCards.id, id),
          eq(bankCards.memberId, memberId),
          eq(bankCards.status, 1),
          isNull(bankCards.deletedAt),
        ),
      );
    return row ? cardView(row, locale, true) : null;
  }

  /** Cards for review, oldest first, with full account numbers. */
  async page(db: DbOrTx, filter: { pageNum: number; pageSize: number; status?: number | undefined }, locale: Locale) {
    const conditions: SQL[] = [isNull(bankCards.deletedAt)];
    if (filter.status !== undefined) conditions.push(eq(bankCards.status, filter.status));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: bankCards, username: members.username })
        .from(bankCards)
        .innerJoin(members, eq(members.id, bankCards.memberId))
        .where(where)
        .orderBy(asc(bankCards.createdAt), asc(bankCards.id))
        .limit(filter.pageSize)
        .offset((filter.pageNum - 1) * filter.pageSize),
      db.select({ value: count() }).from(bankCards).where(where),
    ]);
    const totalCount = total?.value ?? 0;
    return {
      list: rows.map(({ row, username }) => ({ ...cardView(row, locale, true), memberId: row.memberId, username })),
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
      total: totalCount,
      hasMore: filter.pageNum * filter.pageSize < totalCount,
    };
  }

  /** Decides a card still to be inspected; answers the row before and after. */
  async review(
    tx: Tx,
    id: number,
    decision: { status: 1 | 2 | 3; note?: string | undefined; operatorId: number },
    locale: Locale,
  ) {
    const [current] = await tx
      .select({ row: bankCards, username: members.username })
      .from(bankCards)
      .innerJoin(members, eq(members.id, bankCards.memberId))
      .where(and(eq(bankCards.id, id), isNull(bankCards.deletedAt)))
      .for('update', { of: bankCards });
    if (!current) throw new AppError('NOT_FOUND', 'error.BANK_CARD_NOT_FOUND', undefined, 'BANK_CARD_NOT_FOUND');
    if (current.row.status !== 0)
      throw new AppError('CONFLICT', 'error.BANK_CARD_DECIDED', undefined, 'BANK_CARD_DECIDED');
    const [updated] = await tx
      .update(bankCards)
      .set({
        status: decision.status,
        reviewNote: decision.note || null,
        reviewedBy: decision.operatorId,
        reviewedAt: new Date(),
      })
      .where(eq(bankCards.id, id))
      .returning();
    const view = (row: BankCardRow) => ({
      ...cardView(row, locale, true),
      memberId: row.memberId,
      username: current.username,
    });
    return { before: view(current.row), after: view(updated!) };
  }
}
