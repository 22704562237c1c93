// Creating an order. Everything it needs (a resent key's order, the address, the SKUs, the
// balances, the new order's id) is read in one statement. An order that holds nothing is then
// written in one more (orders.write); any other (held balances, the discount card, a coupon, a
// flash-sale share, a level grant) in one transaction with the hot stock rows taken last. Either
// way the cart lines it buys are removed in the same write, which fails unless all were still
// there: of several orders of one cart line, one is placed and the others are told the cart changed.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { readTogether, type ReadPart } from '../../db/read-together.ts';
import { AppError } from '../../lib/errors.ts';
import { checkSameRequest, requestHash } from '../../lib/idempotency.ts';
import { addressNotFound } from '../address/index.ts';
import { boughtElsewhere } from '../cart/index.ts';
import { stockShortfall } from '../catalog/index.ts';
import { translateDbError } from '../ledger/index.ts';
import {
  orderValues,
  placedOf,
  placeOrder,
  takeStock,
  type InvoiceFields,
  type OrderHeader,
  type OrderRow,
  type PlacedOrder,
} from './orders.place.ts';
import { paidBy, type OrderRules, type Settlement, type Wants } from './orders.pricing.ts';
import {
  boughtCartLines,
  quotedLines,
  requestedLines,
  settleQuote,
  skuIdsOf,
  wantsOf,
  type Buyer,
  type PurchaseInput,
  type Quote,
  type WantedLine,
} from './orders.quote.ts';
import { orders } from './orders.schema.ts';
import { spend } from './orders.sources.ts';
import type { OrdersDeps } from './orders.service.ts';
import { publishPaid } from './orders.settle.ts';
import { offersPart, subsidised, takenSubsidies } from './orders.subsidy.ts';
import { isResentOrder, writeAtOnce, writesAtOnce } from './orders.write.ts';

export interface CreateInput extends PurchaseInput, InvoiceFields {
  remark: string;
  buyerAccount: string;
  confirmBalances: boolean;
  /** The invite code of the link or sales page the shopper came through ('' for none). */
  shareCode?: string;
  idempotencyKey: string;
}

const email = z.email();

/**
 * The hash of what the shopper asked for, kept with the key: every field but the key, the cart
 * ids as a set and the amounts to spend in minor units, so "10" and "10.00" are the same request.
 */
export function orderRequestHash(input: CreateInput): string {
  const content: Record<string, unknown> = {
    ...input,
    cartIds: input.cartIds === undefined ? undefined : [...new Set(input.cartIds)].sort((a, b) => a - b),
    num: input.productGoodsId === undefined ? input.num : (input.num ?? 1),
    spend: wantsOf(input),
  };
  // The share code is not binding (a stale one is dropped), so it does not make another request.
  for (const name of ['idempotencyKey', 'shareCode', ...spend.map((source) => source.param)]) delete content[name];
  // Absent and false are one request, as before the flag existed: keys already stored still match.
  if (!input.usePoints) delete content.usePoints;
  return requestHash(content);
}

/** An order already made under this key: answered to a true resend, refused to other content. */
type KeyedOrder = PlacedOrder & { requestHash: string | null };

function firstOrder(first: KeyedOrder, requestHash: string, key: string): PlacedOrder {
  checkSameRequest(first.requestHash, requestHash, key);
  return first;
}

function checkInvoice(input: CreateInput) {
  if (input.invoiceType === 'none') return;
  if (!input.invoiceEmail) throw new AppError('VALIDATION', 'orders.emailRequired', undefined, 'EMAIL_REQUIRED');
  if (!email.safeParse(input.invoiceEmail).success)
    throw new AppError('VALIDATION', 'orders.emailInvalid', undefined, 'EMAIL_INVALID');
  // Spec section 5: a tax invoice, a person's as much as a company's, is made out to a name and a tax ID.
  if (!input.invoiceName)
    throw new AppError('VALIDATION', 'orders.invoiceNameRequired', undefined, 'TAX_INVOICE_FIELDS');
  if (!input.invoiceTaxId)
    throw new AppError('VALIDATION', 'orders.invoiceTaxIdRequired', undefined, 'TAX_INVOICE_FIELDS');
  if (input.invoiceType === 'company' && input.invoiceBranch === 'branch' && !input.invoiceBranchNo)
    throw new AppError('VALIDATION', 'orders.branchNoRequired', undefined, 'BRANCH_NO_REQUIRED');
}

/**
 * The shopper confirmed spending exactly these amounts: an order never silently spends less (and
 * asks for more by QR) because a balance changed meanwhile or the order cannot take that much.
 */
function checkSpending(wants: Wants, s: Settlement) {
  for (const source of spend) {
    const key = source.name;
    const want = wants[key] ?? 0;
    const max = s.max[key] ?? 0;
    if (want <= source.applied(s)) continue;
    if (want > max && max < (s.available[key] ?? 0))
      throw new AppError('VALIDATION', 'orders.spendTooMuch', { max: (max / 100).toFixed(2) }, 'SPEND_TOO_MUCH');
    throw new AppError('CONFLICT', 'error.INSUFFICIENT_BALANCE', undefined, 'INSUFFICIENT_BALANCE');
  }
  const points = paidBy(s, 'points');
  const pointsAvailable = s.available.points ?? 0;
  if (points > pointsAvailable) throw insufficientPoints(points, pointsAvailable);
}

function insufficientPoints(need: number, have: number): AppError {
  return new AppError('CONFLICT', 'orders.insufficientPoints', { need, have }, 'INSUFFICIENT_POINTS');
}

/**
 * The ledger refused a balance going below zero after the read (another order spent it meanwhile).
 * When the points are what ran short, the shopper is told so, with the balance as it is now.
 */
async function pointsRanShort(db: Db, deps: OrdersDeps, memberId: number, s: Settlement, error: unknown) {
  const points = paidBy(s, 'points');
  if (points === 0 || !(error instanceof AppError) || error.errorKey !== 'INSUFFICIENT_BALANCE') return error;
  const have = (await deps.ledger.balances(db, memberId)).POINTS;
  return have < points ? insufficientPoints(points, have) : error;
}

/** The next order's id, taken before it is written so every row of the order can name it. */
const nextOrderIdPart: ReadPart<number> = {
  query: sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`,
  parse: (rows) => Number((rows[0] as { id: unknown }).id),
};

type KeyedRow = {
  id: number;
  order_no: string;
  status: number;
  qr_minor: number;
  expires_at: string | null;
  request_hash: string | null;
};

function byKeyPart(memberId: number, key: string): ReadPart<KeyedOrder | null> {
  return {
    query: sql`select id, order_no, status, qr_minor, expires_at, request_hash from ${orders}
                where member_id = ${memberId} and idempotency_key = ${key}`,
    parse: (rows) => {
      const row = rows[0] as KeyedRow | undefined;
      if (!row) return null;
      return {
        orderId: Number(row.id),
        orderNo: row.order_no,
        status: row.status,
        qrMinor: Number(row.qr_minor),
        expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
        requestHash: row.request_hash,
      };
    },
  };
}

/** The order this key already created, if any (a resent submission). */
export async function orderByKey(db: DbOrTx, memberId: number, key: string): Promise<KeyedOrder | null> {
  const part = byKeyPart(memberId, key);
  return part.parse((await db.execute<Record<string, unknown>>(part.query)).rows);
}

async function onBehalfOf(db: DbOrTx, deps: OrdersDeps, buyer: Buyer, account: string): Promise<number | null> {
  if (!account) return null;
  const member = await deps.buyers.findActiveByMobile(db, account);
  if (!member) throw new AppError('VALIDATION', 'orders.buyerNotMember', undefined, 'BUYER_NOT_MEMBER');
  if (member.id === buyer.memberId) throw new AppError('VALIDATION', 'orders.buyerIsSelf', undefined, 'BUYER_IS_SELF');
  return member.id;
}

/** Whom the order is attributed to; never the buyer or the member it is bought for. */
async function sharerOf(db: DbOrTx, deps: OrdersDeps, buyer: Buyer, code: string, onBehalf: number | null) {
  if (!code || !deps.sharerOf) return null;
  const sharerId = await deps.sharerOf(db, code, buyer.memberId);
  return sharerId === onBehalf ? null : sharerId;
}

export interface CreateContext {
  rules: OrderRules & { qrValidityMinutes: number };
  currency: string;
  now: Date;
}

export async function createOrder(
  db: Db,
  deps: OrdersDeps,
  buyer: Buyer,
  input: CreateInput,
  { rules, currency, now }: CreateContext,
): Promise<PlacedOrder> {
  if (input.addressId === undefined)
    throw new AppError('VALIDATION', 'orders.addressRequired', undefined, 'ADDRESS_REQUIRED');
  checkInvoice(input);
  const hash = orderRequestHash(input);
  const wanted = await linesOrFirstOrder(db, deps, buyer, input, hash);
  if (!Array.isArray(wanted)) return wanted;
  const read = await readTogether(db, 'order_create', {
    existing: byKeyPart(buyer.memberId, input.idempotencyKey),
    address: deps.addresses.book.getPart(buyer.locale, buyer.memberId, input.addressId),
    skus: deps.catalog.skuLines.readPart(buyer, wanted),
    balances: deps.ledger.balancesPart(buyer.memberId),
    offers: offersPart(deps.subsidies, skuIdsOf(wanted)),
    orderId: nextOrderIdPart,
  });
  if (read.existing) return firstOrder(read.existing, hash, input.idempotencyKey);
  if (!read.address) throw addressNotFound();
  const onBehalf = await onBehalfOf(db, deps, buyer, input.buyerAccount);
  const sharerId = await sharerOf(db, deps, buyer, input.shareCode ?? '', onBehalf);
  const lines = subsidised(deps.subsidies, quotedLines(wanted, read.skus, input.usePoints ?? false), read.offers);
  const quoted = await settleQuote(db, deps, buyer, input, lines, read.balances, rules, now);
  const s = quoted.settlement;
  checkSpending(wantsOf(input), s);
  // Only an explicit "not confirmed" refuses: the amounts themselves are checked by checkSpending.
  if (spend.some((source) => source.applied(s) > 0) && !input.confirmBalances)
    throw new AppError('VALIDATION', 'orders.confirmBalances', undefined, 'CONFIRM_BALANCES');
  const { address } = read;
  const header: OrderHeader = {
    memberId: buyer.memberId,
    onBehalfMemberId: onBehalf,
    sharerId,
    buyerLevel: buyer.level,
    currency,
    address: {
      name: address.name,
      mobile: address.mobile,
      region: [address.province, address.city, address.area].filter(Boolean).join(' '),
      detail: address.address,
      zip: address.zip,
    },
    invoice: {
      invoiceType: input.invoiceType,
      invoiceName: input.invoiceName,
      invoiceTaxId: input.invoiceTaxId,
      invoiceBranch: input.invoiceBranch,
      invoiceBranchNo: input.invoiceBranchNo,
      invoiceEmail: input.invoiceEmail,
    },
    remark: input.remark,
    idempotencyKey: input.idempotencyKey,
    requestHash: hash,
    expiresAt: new Date(now.getTime() + rules.qrValidityMinutes * 60_000),
  };
  const order = orderValues(read.orderId, header, quoted, now);
  try {
    if (writesAtOnce(quoted, input.couponId)) return await placeAtOnce(db, deps, order, quoted);
    return await withTransaction(db, (tx) => placeInTransaction(tx, deps, order, quoted, input.couponId, now));
  } catch (error) {
    throw await pointsRanShort(db, deps, buyer.memberId, s, error);
  }
}

/**
 * The lines the purchase names. A resend whose first order already bought its cart lines finds
 * them gone: it answers that order (or is refused as other content under the key).
 */
async function linesOrFirstOrder(
  db: Db,
  deps: OrdersDeps,
  buyer: Buyer,
  input: CreateInput,
  hash: string,
): Promise<WantedLine[] | PlacedOrder> {
  try {
    return await requestedLines(db, deps, buyer, input);
  } catch (error) {
    const first = error instanceof AppError ? await orderByKey(db, buyer.memberId, input.idempotencyKey) : null;
    if (!first) throw error;
    return firstOrder(first, hash, input.idempotencyKey);
  }
}

async function placeAtOnce(db: Db, deps: OrdersDeps, order: OrderRow, quoted: Quote): Promise<PlacedOrder> {
  try {
    await writeAtOnce(db, deps, order, quoted);
  } catch (error) {
    // A copy of this submission racing it fails on the key, or on the cart line the first one took.
    if (isResentOrder(error) || boughtElsewhere(error)) {
      const first = await orderByKey(db, order.memberId, order.idempotencyKey);
      if (first) return firstOrder(first, order.requestHash!, order.idempotencyKey);
    }
    throw boughtElsewhere(error) ?? stockShortfall(error) ?? translateDbError(error);
  }
  return placedOf(order, quoted);
}

/**
 * The order's writes in one transaction. The key is locked for the transaction, so two racing
 * submissions queue and the second finds the first's order. The cart lines go first: orders of
 * one line queue on its row, and the later ones fail there before holding any balance.
 */
async function placeInTransaction(
  tx: Tx,
  deps: OrdersDeps,
  order: OrderRow,
  quoted: Quote,
  couponId: number | undefined,
  now: Date,
): Promise<PlacedOrder> {
  const memberId = order.memberId;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`order:${memberId}:${order.idempotencyKey}`}, 0))`,
  );
  const existing = await orderByKey(tx, memberId, order.idempotencyKey);
  if (existing) return firstOrder(existing, order.requestHash!, order.idempotencyKey);
  await deps.cart.removeBought(tx, memberId, boughtCartLines(quoted));
  const placed = await placeOrder(tx, deps, order, quoted);
  // Held by this order alone until it is paid (used) or closes (free again).
  if (couponId !== undefined) await deps.coupons.reserve(tx, memberId, couponId, `order:${order.id}`, now);
  if (placed.status === 2) {
    // Born paid: the coupon is used and the payment announced now, as a QR callback would.
    if (couponId !== undefined) await deps.coupons.consume(tx, `order:${order.id}`, now);
    await publishPaid(tx, order.id, now);
  }
  // The budgets are hot rows: taken last but for the stock, so they are held only until commit.
  const subsidies = takenSubsidies(quoted);
  if (subsidies.length > 0) await deps.subsidies?.take(tx, { orderId: order.id, memberId }, subsidies);
  await takeStock(tx, deps, memberId, quoted.lines);
  return placed;
}
