// Redeeming gift cards. A try is counted (per member and per address) in its own statement before
// the code is looked at, so the count stands even when the redemption fails, and a right code
// gives it back: only wrong guesses add up. The code is taken by one conditional update, so of
// any number of members redeeming one code at once exactly one does; its value then moves from
// the GIFT_CARD system account in the same transaction, keyed by the card, so it is credited once.
import { sql } from 'drizzle-orm';
import type { GiftCardKind, GiftCardView } from '@mall/contracts';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { formatUnsigned, type LedgerService } from '../ledger/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { RateLimitService } from '../verify/index.ts';
import { hashCode, isWellFormed, normaliseCode } from './giftcard.codes.ts';
import { redeemCounters, type Counter } from './giftcard.limits.ts';
import { addressNeeded, creditPickup, placePickup, unfinishedPickup, type PickupBuyer } from './giftcard.pickup.ts';

export interface GiftCardDeps {
  ledger: LedgerService;
  limits: RateLimitService;
  orders: OrdersService;
}

/** Who redeems (their locale and level price a pickup card's order) and a pickup card's address. */
export interface RedeemOptions {
  locale?: PickupBuyer['locale'];
  level?: number;
  addressId?: number | undefined;
}

type Pickup = { id: number; skuId: number; creditedMinor: number };
/** A taken card, with what its pickup order needs when it is a pickup card. */
type Taken = { id: number; pickup?: Pickup };

type CardRow = {
  id: number;
  batch_name: string;
  kind: GiftCardKind;
  asset: GiftCardView['asset'];
  value_minor: number;
  sku_id: number | null;
  order_id: number | null;
  code_tail: string;
  redeemed_at: Date | string;
  transaction_id: number | null;
};

/** The spec's one answer for a code that is wrong, used, voided or expired: nothing more leaks. */
export function invalidCode(): AppError {
  return new AppError('CONFLICT', 'giftCard.invalid', undefined, 'GIFT_CARD_INVALID');
}

export function cardView(row: CardRow): GiftCardView {
  return {
    id: Number(row.id),
    batchName: row.batch_name,
    kind: row.kind,
    asset: row.asset,
    value: formatUnsigned(row.asset, Number(row.value_minor)),
    productGoodsId: row.sku_id === null ? null : Number(row.sku_id),
    orderId: row.order_id === null ? null : Number(row.order_id),
    codeTail: row.code_tail,
    redeemedAt: new Date(row.redeemed_at).toISOString(),
    transactionId: row.transaction_id === null ? null : Number(row.transaction_id),
  };
}

const cardColumns = sql`c.id, b.name as batch_name, b.kind, b.asset, coalesce(c.credited_minor, b.value_minor) as value_minor,
  b.sku_id, c.order_id, c.code_tail, c.redeemed_at, c.transaction_id`;

export class GiftCardService {
  private readonly deps: GiftCardDeps;
  /** The clock expiry is judged by; tests move it. */
  clock: () => Date = () => new Date();

  constructor(deps: GiftCardDeps) {
    this.deps = deps;
  }

  /** Counts the try, then redeems in one transaction; a right code gives the try back. */
  async redeem(db: Db, memberId: number, ip: string, typed: string, options: RedeemOptions = {}) {
    const counters = redeemCounters(memberId, ip);
    await this.count(db, counters);
    const code = normaliseCode(typed);
    if (!isWellFormed(code)) throw invalidCode();
    const buyer = { memberId, locale: options.locale ?? 'zh_CN', level: options.level ?? 1 };
    let cardId: number;
    try {
      cardId = await this.redeemCode(db, buyer, code, options.addressId);
    } catch (error) {
      // Only a wrong code counts: a right one refused for its address or stock gives the try back.
      if (!(error instanceof AppError && error.errorKey === 'GIFT_CARD_INVALID')) await this.giveBack(db, counters);
      throw error;
    }
    await this.giveBack(db, counters);
    return this.detail(db, memberId, cardId);
  }

  private async giveBack(db: Db, counters: Counter[]): Promise<void> {
    for (const { key } of counters) await this.deps.limits.refund(db, key);
  }

  /** Takes the code (or finds the member's pickup card still to be ordered) and places a pickup order. */
  private async redeemCode(db: Db, buyer: PickupBuyer, code: string, addressId: number | undefined) {
    const unfinished = await unfinishedPickup(db, buyer.memberId, hashCode(code));
    const taken: Taken = unfinished
      ? { id: unfinished.id, pickup: unfinished }
      : await withTransaction(db, (tx) => this.take(tx, buyer.memberId, code, this.clock(), { ...buyer, addressId }));
    if (!taken.pickup) return taken.id;
    if (addressId === undefined) throw addressNeeded();
    await placePickup(db, this.deps, taken.pickup, buyer, addressId);
    return taken.id;
  }

  private async count(db: Db, counters: Counter[]): Promise<void> {
    for (const { key, limit, windowSeconds } of counters) {
      await this.deps.limits.enforce(db, key, limit, windowSeconds);
    }
  }

  /**
   * Takes the code for the member and credits its value, in the caller's transaction: an exchange
   * card's to its balance, a pickup card's order total as delivery-card credit (which needs the address).
   */
  async take(
    tx: Tx,
    memberId: number,
    code: string,
    now: Date,
    pickupBy?: PickupBuyer & { addressId: number | undefined },
  ): Promise<Taken> {
    const taken = await tx.execute<{
      id: number;
      kind: GiftCardKind;
      asset: GiftCardView['asset'];
      value_minor: number;
      sku_id: number | null;
    }>(sql`
      update gift_cards c set redeemed_by = ${memberId}, redeemed_at = ${now.toISOString()}
        from gift_card_batches b
       where c.code_hash = ${hashCode(code)} and b.id = c.batch_id and c.redeemed_at is null
         and b.voided_at is null and (b.expires_at is null or b.expires_at > ${now.toISOString()})
      returning c.id, b.kind, b.asset, b.value_minor, b.sku_id`);
    const card = taken.rows[0];
    if (!card) throw invalidCode();
    if (card.kind === 'pickup') {
      // Refused before anything moves: the transaction rolls back and the code stays unused.
      if (pickupBy?.addressId === undefined) throw addressNeeded();
      const pickup = { id: Number(card.id), skuId: Number(card.sku_id) };
      const creditedMinor = await creditPickup(tx, this.deps, pickup, pickupBy, pickupBy.addressId);
      return { id: pickup.id, pickup: { ...pickup, creditedMinor } };
    }
    const reference = `giftcard:${card.id}`;
    const posted = await this.deps.ledger.transfer(tx, {
      idempotencyKey: reference,
      // The points history lists earned points, not gifts.
      kind: card.asset === 'POINTS' ? 'POINTS_EARNED' : 'SYSTEM_GIFT',
      reference,
      legs: [
        { from: { system: 'GIFT_CARD' }, to: { memberId }, asset: card.asset, amountMinor: Number(card.value_minor) },
      ],
    });
    await tx.execute(sql`update gift_cards set transaction_id = ${posted.transactionId} where id = ${card.id}`);
    return { id: Number(card.id) };
  }

  /** The member's redeemed cards, newest first. */
  async myPage(db: DbOrTx, memberId: number, paging: { pageNum: number; pageSize: number }) {
    const offset = (paging.pageNum - 1) * paging.pageSize;
    const rows = await db.execute<CardRow & { total: number }>(sql`
      select ${cardColumns}, count(*) over ()::int as total
        from gift_cards c join gift_card_batches b on b.id = c.batch_id
       where c.redeemed_by = ${memberId}
       order by c.redeemed_at desc, c.id desc
       limit ${paging.pageSize} offset ${offset}`);
    const total = Number(rows.rows[0]?.total ?? 0);
    return {
      list: rows.rows.map(cardView),
      pageNum: paging.pageNum,
      pageSize: paging.pageSize,
      total,
      hasMore: offset + rows.rows.length < total,
    };
  }

  /** One card the member redeemed; another's, or none, is not found. */
  async detail(db: DbOrTx, memberId: number, id: number): Promise<GiftCardView> {
    const rows = await db.execute<CardRow>(sql`
      select ${cardColumns} from gift_cards c join gift_card_batches b on b.id = c.batch_id
       where c.id = ${id} and c.redeemed_by = ${memberId}`);
    const row = rows.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'giftCard.notFound', undefined, 'GIFT_CARD_NOT_FOUND');
    return cardView(row);
  }
}
