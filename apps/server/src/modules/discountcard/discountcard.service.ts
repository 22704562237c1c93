// Buying discount cards and passing their value on. A purchase is one row keyed by the member's
// idempotency key; its value is credited by `ledger.buyLot` exactly once, in the same transaction as
// the cash payment, or in the QR callback's transaction (the payable kind `discount-card`).
import { and, eq, or } from 'drizzle-orm';
import { formatMinor, parseMinor } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import { memberTable as members } from '../member/index.ts';
import type { PayablePayment, PayableSettlement } from '../payment/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { normalizeMobile } from '../verify/index.ts';
import { discountCardPurchases as purchases } from './discountcard.schema.ts';

type PurchaseRow = typeof purchases.$inferSelect;
export const DISCOUNT_CARD_KIND = 'discount-card' as const;

function fail(path: string, message: string): never {
  throw new ValidationFailure([{ code: 'custom', path: [path], message }]);
}

function addMonths(at: Date, months: number): Date {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

export function purchaseView(row: PurchaseRow, now: Date) {
  const closed = row.status === 'pending' && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    faceValue: formatMinor(row.faceMinor),
    payWith: row.payWith,
    status: closed ? ('closed' as const) : row.status,
    payableKind: DISCOUNT_CARD_KIND,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export interface DiscountCardDeps {
  ledger: LedgerService;
  settings: SettingsService;
}

export class DiscountCardService {
  private readonly deps: DiscountCardDeps;
  /** The clock of the shopper calls; tests move it. */
  clock: () => Date = () => new Date();

  constructor(deps: DiscountCardDeps) {
    this.deps = deps;
  }

  async faceValues(db: DbOrTx) {
    const rules = await this.deps.settings.get(db, 'discountCards');
    return { list: rules.faceValuesMinor.map((minor) => formatMinor(minor)), lifetimeMonths: rules.lifetimeMonths };
  }

  /**
   * Buys a card of an offered face value. CASH: paid and credited now (refused whole when the cash
   * balance is short). QR: pending until its payment arrives. A resent key answers the first purchase.
   */
  async buy(
    tx: Tx,
    memberId: number,
    input: { faceValue: string; payWith: 'CASH' | 'QR'; idempotencyKey: string },
    now: Date,
  ) {
    const faceMinor = parseMinor(input.faceValue);
    const rules = await this.deps.settings.get(tx, 'discountCards');
    if (faceMinor === null || !rules.faceValuesMinor.includes(faceMinor)) fail('faceValue', 'validation.invalid');
    const { qrValidityMinutes } = await this.deps.settings.get(tx, 'orderRules');
    const [created] = await tx
      .insert(purchases)
      .values({
        memberId,
        idempotencyKey: input.idempotencyKey,
        faceMinor,
        currency: await this.deps.settings.get(tx, 'currencyCode'),
        payWith: input.payWith,
        status: 'pending',
        expiresAt: new Date(now.getTime() + qrValidityMinutes * 60_000),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return this.replay(tx, memberId, input, faceMinor, now);
    if (input.payWith === 'QR') return purchaseView(created, now);
    await this.credit(tx, created, 'CASH', now, rules.lifetimeMonths);
    const [paid] = await tx
      .update(purchases)
      .set({ status: 'paid', paidAt: now })
      .where(eq(purchases.id, created.id))
      .returning();
    return purchaseView(paid!, now);
  }

  /** The QR payment arrived (callback transaction): credits the lot once, or says why it cannot. */
  async settleQr(tx: Tx, payment: PayablePayment): Promise<PayableSettlement> {
    const [row] = await tx.select().from(purchases).where(eq(purchases.id, payment.id)).for('update');
    if (!row || row.payWith !== 'QR') return 'notPayable';
    if (row.status === 'paid') return row.paymentReference === payment.reference ? 'alreadyPaid' : 'notPayable';
    if (row.faceMinor !== payment.amountMinor) return 'notPayable';
    const { lifetimeMonths } = await this.deps.settings.get(tx, 'discountCards');
    await this.credit(tx, row, 'EXTERNAL', payment.paidAt, lifetimeMonths);
    await tx
      .update(purchases)
      .set({ status: 'paid', paidAt: payment.paidAt, paymentReference: payment.reference })
      .where(eq(purchases.id, row.id));
    return 'paid';
  }

  async purchase(db: DbOrTx, id: number): Promise<PurchaseRow | undefined> {
    const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
    return row;
  }

  /**
   * Gives `amount` of the member's discount-card value to the member with this mobile or invite
   * code. Refused with the spec's "Insufficient discount card balance" above the balance.
   */
  async distribute(
    tx: Tx,
    memberId: number,
    input: { to: string; amount: string; idempotencyKey?: string | undefined },
    now: Date,
  ) {
    const amountMinor = parseMinor(input.amount);
    if (amountMinor === null || amountMinor <= 0) fail('amount', 'validation.invalid');
    // Mobiles are kept in E.164; the shopper types a friend's number as they know it (0812…).
    const mobile = normalizeMobile(input.to, await this.deps.settings.get(tx, 'mobileCountries')) ?? input.to;
    const [receiver] = await tx
      .select({ id: members.id })
      .from(members)
      .where(or(eq(members.mobile, mobile), eq(members.inviteCode, input.to.toUpperCase())));
    if (!receiver) throw new AppError('NOT_FOUND', 'discountCard.receiverNotFound', undefined, 'MEMBER_NOT_FOUND');
    if (receiver.id === memberId) fail('to', 'discountCard.notYourself');
    const key = `dc-distribute:${memberId}:${input.idempotencyKey ?? crypto.randomUUID()}`;
    try {
      const posted = await this.deps.ledger.distributeDiscountCard(tx, {
        idempotencyKey: key,
        fromMemberId: memberId,
        toMemberId: receiver.id,
        amountMinor,
        now,
      });
      return { transactionId: posted.transactionId, toMemberId: receiver.id, amount: formatMinor(amountMinor) };
    } catch (error) {
      if (error instanceof AppError && error.errorKey === 'INSUFFICIENT_BALANCE')
        throw new AppError('CONFLICT', 'discountCard.insufficient', undefined, 'INSUFFICIENT_DISCOUNT_CARD_BALANCE');
      throw error;
    }
  }

  /** The member's lots, earliest expiry first, with the card balance. */
  async lots(db: DbOrTx, memberId: number, now: Date) {
    const [lots, balances] = await Promise.all([
      this.deps.ledger.lots(db, memberId),
      this.deps.ledger.balances(db, memberId),
    ]);
    return {
      balance: formatMinor(balances.DISCOUNT_CARD ?? 0),
      list: lots.map((lot) => ({
        id: lot.id,
        amount: formatMinor(lot.amountMinor),
        remaining: formatMinor(lot.remainingMinor),
        purchasedAt: lot.purchasedAt.toISOString(),
        expiresAt: lot.expiresAt.toISOString(),
        expired: lot.expiresAt.getTime() <= now.getTime(),
      })),
    };
  }

  private async credit(tx: Tx, row: PurchaseRow, paidWith: 'CASH' | 'EXTERNAL', at: Date, months: number) {
    await this.deps.ledger.buyLot(tx, {
      idempotencyKey: `dc-purchase:${row.id}`,
      memberId: row.memberId,
      amountMinor: row.faceMinor,
      paidWith,
      reference: `discount-card:${row.id}`,
      now: at,
      expiresAt: addMonths(at, months),
    });
  }

  private async replay(
    tx: Tx,
    memberId: number,
    input: { payWith: 'CASH' | 'QR'; idempotencyKey: string },
    faceMinor: number,
    now: Date,
  ) {
    const [first] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.memberId, memberId), eq(purchases.idempotencyKey, input.idempotencyKey)));
    if (!first) throw new AppError('CONFLICT');
    if (first.faceMinor !== faceMinor || first.payWith !== input.payWith) {
      throw new AppError(
        'CONFLICT',
        'error.IDEMPOTENCY_KEY_REUSED',
        { key: input.idempotencyKey },
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    return purchaseView(first, now);
  }
}
