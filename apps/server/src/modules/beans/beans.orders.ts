// Sell-beans orders: a VIP holds beans for a named friend or upline, who pays within the window
// (cash balance or QR); payment moves the held beans to the buyer and the money to the seller's
// withdrawable cash in one ledger transaction; cancel or expiry returns the hold. Every step locks
// the order row first, so of racing payments, cancels and expiries exactly one acts.
import { randomInt } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { parseMinor, type BeansOrderView, type BeansPayMethod } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { publish } from '../events/index.ts';
import type { AccountRef, LedgerService } from '../ledger/index.ts';
import type { PayablePayment, PayableSettlement } from '../payment/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { findCounterparty, mustBeFriendOrUpline, partiesOf, type NormalizeMobile } from './beans.parties.ts';
import { beansOrders } from './beans.schema.ts';
import { orderNotFound, orderRow, viewOne, type BeansOrderRow } from './beans.views.ts';

/** How long the buyer has to pay a sell-beans order (spec: 1 hour). */
export const SELL_ORDER_WINDOW_MS = 60 * 60_000;
/** Only members from this level (VIP) sell beans. */
export const SELLER_MIN_LEVEL = 2;

export interface BeansOrdersDeps {
  ledger: LedgerService;
  settings: SettingsService;
  normalizeMobile: NormalizeMobile;
}

export interface SellInput {
  buyer: string;
  beans: string;
  price: string;
  idempotencyKey: string;
}

const notUnpaid = () => new AppError('CONFLICT', 'error.BEANS_ORDER_CLOSED', undefined, 'BEANS_ORDER_CLOSED');
const reference = (id: number) => `beans-order:${id}`;

function amountOf(text: string, field: string): number {
  const minor = parseMinor(text);
  if (minor === null || minor <= 0) {
    throw new AppError('VALIDATION', 'error.BEANS_AMOUNT_INVALID', undefined, 'BEANS_AMOUNT_INVALID', { field });
  }
  return minor;
}

async function lockOrder(tx: Tx, id: number): Promise<BeansOrderRow | undefined> {
  const [row] = await tx.select().from(beansOrders).where(eq(beansOrders.id, id)).for('update');
  return row;
}

export class BeansOrders {
  private readonly deps: BeansOrdersDeps;
  /** The clock of payment windows; tests move it. */
  clock: () => Date = () => new Date();

  constructor(deps: BeansOrdersDeps) {
    this.deps = deps;
  }

  /** Opens a sell-beans order and holds its beans; a resent key answers the first order. */
  async create(tx: Tx, sellerId: number, input: SellInput): Promise<BeansOrderView> {
    const [seller] = (await partiesOf(tx, [sellerId])).values();
    if (!seller || seller.level < SELLER_MIN_LEVEL) {
      throw new AppError('FORBIDDEN', 'error.BEANS_SELLER_NOT_VIP', undefined, 'BEANS_SELLER_NOT_VIP');
    }
    const beansMinor = amountOf(input.beans, 'beans');
    const priceMinor = amountOf(input.price, 'price');
    // Rounded half up to the cent: 1.5 beans at 0.33 is 0.50.
    const totalMinor = Math.round((beansMinor * priceMinor) / 100);
    if (totalMinor <= 0) amountOf('0', 'price');
    const buyer = await findCounterparty(tx, input.buyer, this.deps.normalizeMobile);
    await mustBeFriendOrUpline(tx, sellerId, buyer);
    const wanted = { buyerId: buyer.memberId, beansMinor, priceMinor };
    const now = this.clock();
    const [inserted] = await tx
      .insert(beansOrders)
      .values({
        ...wanted,
        orderNo: `BO${now.getTime()}${String(randomInt(1000, 9999))}`,
        sellerId,
        totalMinor,
        currency: await this.deps.settings.get(tx, 'currencyCode'),
        createKey: input.idempotencyKey,
        expiresAt: new Date(now.getTime() + SELL_ORDER_WINDOW_MS),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return this.replayOfCreate(tx, sellerId, input.idempotencyKey, wanted);
    const hold = await this.deps.ledger.hold(tx, {
      idempotencyKey: `${reference(inserted.id)}:hold`,
      memberId: sellerId,
      asset: 'BEANS',
      amountMinor: beansMinor,
      reference: reference(inserted.id),
      kind: 'BEANS_GIFT',
    });
    const [row] = await tx
      .update(beansOrders)
      .set({ holdId: hold.id })
      .where(eq(beansOrders.id, inserted.id))
      .returning();
    return viewOne(tx, row!, 'seller');
  }

  private async replayOfCreate(
    tx: Tx,
    sellerId: number,
    key: string,
    wanted: { buyerId: number; beansMinor: number; priceMinor: number },
  ): Promise<BeansOrderView> {
    const [first] = await tx
      .select()
      .from(beansOrders)
      .where(and(eq(beansOrders.sellerId, sellerId), eq(beansOrders.createKey, key)));
    if (
      !first ||
      first.buyerId !== wanted.buyerId ||
      first.beansMinor !== wanted.beansMinor ||
      first.priceMinor !== wanted.priceMinor
    ) {
      throw new AppError('CONFLICT', 'error.IDEMPOTENCY_MISMATCH', undefined, 'IDEMPOTENCY_MISMATCH');
    }
    return viewOne(tx, first, 'seller');
  }

  /** The seller cancels while unpaid: the hold returns. */
  async cancel(tx: Tx, sellerId: number, id: number): Promise<BeansOrderView> {
    const row = await lockOrder(tx, id);
    if (!row || row.sellerId !== sellerId) throw orderNotFound();
    return viewOne(tx, await this.close(tx, row, 'cancelled', null, null), 'seller');
  }

  /** An operator cancels an unpaid order with a reason: the hold returns. */
  async forceCancel(tx: Tx, operatorId: number, id: number, reason: string) {
    const row = await lockOrder(tx, id);
    if (!row) throw orderNotFound();
    const before = await viewOne(tx, row, 'operator');
    const after = await viewOne(tx, await this.close(tx, row, 'cancelled', reason, operatorId), 'operator');
    return { before, after };
  }

  /** Returns the hold of an unpaid order past its window; false when it was no longer due. */
  async expire(tx: Tx, id: number, now: Date): Promise<boolean> {
    const row = await lockOrder(tx, id);
    if (!row || row.state !== 'unpaid' || row.expiresAt > now) return false;
    await this.close(tx, row, 'expired', null, null);
    return true;
  }

  /** Unpaid orders past their window, oldest first. */
  async dueForExpiry(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: beansOrders.id })
      .from(beansOrders)
      .where(and(eq(beansOrders.state, 'unpaid'), lte(beansOrders.expiresAt, now)))
      .orderBy(beansOrders.expiresAt)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  private async close(
    tx: Tx,
    row: BeansOrderRow,
    state: 'cancelled' | 'expired',
    reason: string | null,
    operatorId: number | null,
  ): Promise<BeansOrderRow> {
    if (row.state !== 'unpaid' || row.holdId === null) throw notUnpaid();
    const step = state === 'expired' ? 'expire' : 'cancel';
    await this.deps.ledger.voidHold(tx, row.holdId, {
      idempotencyKey: `${reference(row.id)}:${step}`,
      kind: state === 'expired' ? 'BEANS_GIFT_RETURNED' : 'BEANS_GIFT_CANCELLED',
      reference: reference(row.id),
    });
    const [closed] = await tx
      .update(beansOrders)
      .set({ state, closedAt: this.clock(), cancelReason: reason, cancelledBy: operatorId })
      .where(eq(beansOrders.id, row.id))
      .returning();
    return closed!;
  }

  /**
   * The buyer pays: from the cash balance at once, or by QR (the answer is the order, which the
   * buyer then pays through `pay/prepay`). A resent key of a cash payment answers the paid order.
   */
  async buy(
    tx: Tx,
    buyerId: number,
    input: { id: number; payMethod: BeansPayMethod; idempotencyKey: string },
  ): Promise<BeansOrderView> {
    const row = input.payMethod === 'CASH' ? await lockOrder(tx, input.id) : await orderRow(tx, input.id);
    if (!row || row.buyerId !== buyerId) throw orderNotFound();
    const replay = row.state === 'paid' && row.payMethod === 'CASH' && row.payReference === input.idempotencyKey;
    if (replay) return viewOne(tx, row, 'buyer');
    if (row.state !== 'unpaid') throw notUnpaid();
    if (row.expiresAt <= this.clock()) {
      throw new AppError('CONFLICT', 'error.BEANS_ORDER_EXPIRED', undefined, 'BEANS_ORDER_EXPIRED');
    }
    if (input.payMethod === 'QR') return viewOne(tx, row, 'buyer');
    const paid = await this.settle(tx, row, 'CASH', input.idempotencyKey, { memberId: buyerId }, this.clock());
    return viewOne(tx, paid, 'buyer');
  }

  /** A verified QR payment of the order (the payable's `paid`), in the callback's transaction. */
  async settleQr(tx: Tx, payment: PayablePayment): Promise<PayableSettlement> {
    const row = await lockOrder(tx, payment.id);
    if (!row) return 'notPayable';
    if (row.state !== 'unpaid') {
      return row.payMethod === 'QR' && row.payReference === payment.reference ? 'alreadyPaid' : 'notPayable';
    }
    if (row.totalMinor !== payment.amountMinor) return 'notPayable';
    // Money paid by QR enters the ledger here, from outside it, straight into the seller's cash.
    await this.settle(tx, row, 'QR', payment.reference, { system: 'ISSUANCE' }, payment.paidAt);
    return 'paid';
  }

  private async settle(
    tx: Tx,
    row: BeansOrderRow,
    method: BeansPayMethod,
    payReference: string,
    payer: AccountRef,
    at: Date,
  ): Promise<BeansOrderRow> {
    if (row.holdId === null) throw notUnpaid();
    await this.deps.ledger.postHold(tx, row.holdId, {
      idempotencyKey: `${reference(row.id)}:paid`,
      to: { memberId: row.buyerId },
      kind: 'TOP_UP',
      reference: reference(row.id),
      with: [{ from: payer, to: { memberId: row.sellerId }, asset: 'CASH', amountMinor: row.totalMinor }],
    });
    const [paid] = await tx
      .update(beansOrders)
      .set({ state: 'paid', paidAt: at, payMethod: method, payReference })
      .where(and(eq(beansOrders.id, row.id), eq(beansOrders.state, 'unpaid')))
      .returning();
    await publish(tx, 'beans.order_paid', String(row.id), {
      orderId: row.id,
      sellerId: row.sellerId,
      buyerId: row.buyerId,
      beansMinor: row.beansMinor,
      totalMinor: row.totalMinor,
      currency: row.currency,
      payMethod: method,
      at: at.toISOString(),
    });
    return paid!;
  }
}
