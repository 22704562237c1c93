// The member asks for a refund, return or exchange of a line of their received order: checked
// against the order's state, the window after receipt, set-order and MP rules and the units left on
// the line, with the refund fixed when asked. One key per request the member means: a resend, or
// copies sent at once, answer the first request; the key with other content is refused. A request
// without a key (the original client sends none) is one open per line: a resend answers it.
import { and, eq, isNull } from 'drizzle-orm';
import type { AfterSaleType, RefundTarget } from '@mall/contracts';
import type { Locale, MessageId } from '@mall/i18n';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { pgError } from '../../db/pg-error.ts';
import { AppError } from '../../lib/errors.ts';
import { checkSameRequest, requestHash } from '../../lib/idempotency.ts';
import { skuRefKey, type CatalogService } from '../catalog/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { AfterSaleReads } from './aftersale.reads.ts';
import { afterSaleSteps, afterSales } from './aftersale.schema.ts';
import { isGivenUp } from './aftersale.states.ts';

export interface ApplyInput {
  orderLineId: number;
  type: AfterSaleType;
  reason: number;
  quantity: number;
  comment: string;
  images: string[];
  refundTarget?: RefundTarget | undefined;
  /** Exchange: another SKU of the line's product wanted as the replacement (none: the line's own). */
  wantedProductGoodsId?: number | undefined;
  idempotencyKey?: string | undefined;
  /** The member's language: the wanted specification is kept as it read to them. */
  locale?: Locale | undefined;
}

export interface ApplyDeps {
  catalog: CatalogService;
  orders: OrdersService;
  settings: SettingsService;
  reads: AfterSaleReads;
}

type OrderLine = NonNullable<Awaited<ReturnType<OrdersService['reads']['lineForAfterSale']>>>;

const DAY_MS = 86_400_000;

function refused(messageId: MessageId, errorKey: string, values?: Record<string, string | number>): AppError {
  return new AppError('CONFLICT', messageId, values, errorKey);
}

const firstWins = ['after_sales_member_idempotency_uq', 'after_sales_line_open_keyless_uq'];

/** The member's key, or the line's open keyless request, was there already: a resend (or its twin). */
function isResentRequest(error: unknown): boolean {
  const cause = pgError(error);
  return cause.code === '23505' && firstWins.includes(cause.constraint ?? '');
}

/** What a request asks, as its row keeps it: the hash a resend's content is compared by. */
function askedHash(asked: {
  orderLineId: number;
  type: AfterSaleType;
  reason: number;
  quantity: number;
  comment: string;
  images: readonly string[];
  refundTarget?: RefundTarget | null | undefined;
  wantedProductGoodsId?: number | null | undefined;
}): string {
  const { orderLineId, type, reason, quantity, comment, images } = asked;
  const refundTarget = type === 'exchange' ? null : (asked.refundTarget ?? 'balance');
  const wanted = type === 'exchange' ? (asked.wantedProductGoodsId ?? null) : null;
  // Requests that name no specification hash as they did before it could be named.
  return requestHash({
    orderLineId,
    type,
    reason,
    quantity,
    comment,
    images,
    refundTarget,
    ...(wanted === null ? {} : { wanted }),
  });
}

/**
 * The request the member's key was first used for, or without a key the line's open keyless one, if
 * any (its row holds everything the request asked, so its hash is rebuilt from it); refused when
 * this one asks something else.
 */
async function firstRequest(db: DbOrTx, memberId: number, input: ApplyInput): Promise<number | null> {
  const key = input.idempotencyKey;
  const same =
    key === undefined
      ? and(
          eq(afterSales.orderLineId, input.orderLineId),
          isNull(afterSales.idempotencyKey),
          eq(afterSales.isFinal, false),
        )
      : eq(afterSales.idempotencyKey, key);
  const [first] = await db
    .select({
      id: afterSales.id,
      orderLineId: afterSales.orderLineId,
      type: afterSales.type,
      reason: afterSales.reason,
      quantity: afterSales.quantity,
      comment: afterSales.comment,
      images: afterSales.images,
      refundTarget: afterSales.refundTarget,
      wantedProductGoodsId: afterSales.wantedProductGoodsId,
    })
    .from(afterSales)
    .where(and(eq(afterSales.memberId, memberId), same));
  if (!first) return null;
  if (key !== undefined) checkSameRequest(askedHash(first), askedHash(input), key);
  else if (askedHash(first) !== askedHash(input)) throw refused('aftersale.lineOpen', 'AFTER_SALE_LINE_OPEN');
  return first.id;
}

/**
 * What a refund of `quantity` units pays back: the line's paid share (every source but the coupon,
 * which was never paid), prorated and rounded down to the minor unit; the request that takes the
 * line's last units takes what is left, so the line never pays back more, or less, than it paid.
 */
export function refundShare(
  paidMinor: number,
  lineQuantity: number,
  quantity: number,
  earlier: { quantity: number; refundMinor: number },
): number {
  if (earlier.quantity + quantity >= lineQuantity) return Math.max(0, paidMinor - earlier.refundMinor);
  return Math.floor((paidMinor * quantity) / lineQuantity);
}

/** The order's state, the window after receipt, and the set-order and MP rules for money back. */
async function checkOrder(tx: Tx, deps: ApplyDeps, found: OrderLine, input: ApplyInput, now: Date) {
  const rules = await deps.settings.get(tx, 'afterSaleRules');
  if ((found.status !== 4 && found.status !== 6) || !found.receivedAt)
    throw refused('aftersale.notReceived', 'ORDER_NOT_RECEIVED');
  if (now.getTime() - found.receivedAt.getTime() > rules.windowDays * DAY_MS)
    throw refused('aftersale.windowOver', 'AFTER_SALE_WINDOW_OVER', { days: rules.windowDays });
  if (input.type === 'exchange') return;
  if (found.grantsLevel) throw refused('aftersale.setExchangeOnly', 'SET_EXCHANGE_ONLY');
  if (found.status === 6 && found.rewardMp > 0) throw refused('aftersale.mpConfirmed', 'MP_CONFIRMED');
}

/** The units still free on the line are checked; answers what the request pays back. */
async function refundFor(tx: Tx, found: OrderLine, input: ApplyInput): Promise<number> {
  const earlier = await tx
    .select({
      type: afterSales.type,
      status: afterSales.status,
      quantity: afterSales.quantity,
      refundMinor: afterSales.refundMinor,
    })
    .from(afterSales)
    .where(eq(afterSales.orderLineId, input.orderLineId));
  const live = earlier.filter((row) => !isGivenUp(row.type, row.status));
  const taken = live.reduce((sum, row) => sum + row.quantity, 0);
  if (input.quantity > found.line.quantity - taken)
    throw new AppError('VALIDATION', 'aftersale.tooMany', { max: found.line.quantity - taken }, 'QUANTITY_TOO_LARGE');
  if (input.type === 'exchange') return 0;
  // What the line's goods cost the member: its share of every source but the coupon, without the
  // share of shipping the deductions also carry (shipping is not refunded for a line).
  const paid = Math.min(
    Object.entries(found.line.deductions)
      // Points are not money: a points line's points come back by themselves (returnSpentPoints).
      // A subsidy was the campaign's money, not the member's: it is not refunded to them.
      .filter(([source]) => source !== 'COUPON' && source !== 'POINTS' && source !== 'SUBSIDY')
      .reduce((sum, [, amount]) => sum + (amount ?? 0), 0),
    found.line.totalMinor - (found.line.deductions.COUPON ?? 0) - (found.line.deductions.SUBSIDY ?? 0),
  );
  const moneyLive = live.filter((row) => row.type !== 'exchange');
  return refundShare(paid, found.line.quantity, input.quantity, {
    quantity: moneyLive.reduce((sum, row) => sum + row.quantity, 0),
    refundMinor: moneyLive.reduce((sum, row) => sum + row.refundMinor, 0),
  });
}

/**
 * The replacement an exchange names: another SKU of the line's product, still sold, with stock for
 * the units asked, and its specification as the member reads it; null when none is named (the
 * line's own SKU is shipped). Refunds and returns ship nothing, so they keep none.
 */
async function wantedSku(tx: Tx, deps: ApplyDeps, memberId: number, found: OrderLine, input: ApplyInput) {
  const wanted = input.wantedProductGoodsId;
  if (input.type !== 'exchange' || wanted === undefined) return null;
  const viewer = { locale: input.locale ?? 'zh_CN', memberId, level: 0 };
  const sku = (await deps.catalog.skuLines.read(tx, viewer, [{ productGoodsId: wanted, flashSaleId: null }])).get(
    skuRefKey({ productGoodsId: wanted, flashSaleId: null }),
  );
  if (!sku || sku.productId !== found.line.productId || !sku.isListed || sku.available < input.quantity)
    throw new AppError('VALIDATION', 'aftersale.wantedUnavailable', undefined, 'WANTED_SPEC_UNAVAILABLE');
  return { productGoodsId: wanted, specText: sku.specText };
}

async function ask(tx: Tx, deps: ApplyDeps, memberId: number, input: ApplyInput, now: Date): Promise<number> {
  const found = await deps.orders.reads.lineForAfterSale(tx, memberId, input.orderLineId);
  if (!found) throw new AppError('NOT_FOUND', 'orders.notFound', undefined, 'ORDER_NOT_FOUND');
  // Read after the order's lock, so a copy that waited on it finds the first one's request (the
  // line's units it took would otherwise refuse the copy).
  const resent = await firstRequest(tx, memberId, input);
  if (resent !== null) return resent;
  await checkOrder(tx, deps, found, input, now);
  const refundMinor = await refundFor(tx, found, input);
  const wanted = await wantedSku(tx, deps, memberId, found, input);
  const [created] = await tx
    .insert(afterSales)
    .values({
      orderId: found.orderId,
      orderLineId: input.orderLineId,
      memberId,
      type: input.type,
      status: 1,
      reason: input.reason,
      quantity: input.quantity,
      comment: input.comment,
      images: input.images,
      refundTarget: input.type === 'exchange' ? null : (input.refundTarget ?? 'balance'),
      refundMinor,
      wantedProductGoodsId: wanted?.productGoodsId ?? null,
      wantedSpecText: wanted?.specText ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: afterSales.id });
  const id = created!.id;
  await tx.insert(afterSaleSteps).values({ afterSaleId: id, status: 1, actor: 'member', note: input.comment, at: now });
  return id;
}

/**
 * Asks in a transaction of its own: answers the request's id, the first request's when the key
 * was used already (without a key: when the line has an open keyless request). Copies of one
 * request queue on the order's lock and the later ones find the first; copies naming other lines
 * lose on the key's unique index (keyless copies on the line's) and answer the one that won.
 */
export async function applyOnce(
  db: Db,
  deps: ApplyDeps,
  memberId: number,
  input: ApplyInput,
  now: Date,
): Promise<number> {
  try {
    return await withTransaction(db, (tx) => ask(tx, deps, memberId, input, now));
  } catch (error) {
    if (!isResentRequest(error)) throw error;
    const first = await firstRequest(db, memberId, input);
    if (first === null) throw error;
    return first;
  }
}
