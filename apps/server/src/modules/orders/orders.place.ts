// Placing an order in the caller's transaction: the order with its lines and snapshots, each
// balance held in the ledger (the discount card spent from its lots) or, paid in full by balances,
// moved to revenue at once; and stock and flash-sale stock taken by conditional updates, last.
import { sql } from 'drizzle-orm';
import type { LedgerAsset, TransferKind } from '@mall/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { LedgerService, TransferRequest } from '../ledger/index.ts';
import { earnedPoints, unitPrice, type Quote, type QuotedLine } from './orders.quote.ts';
import { paidBy } from './orders.pricing.ts';
import { ledgerParts, lineShares, partKinds, sourceColumns } from './orders.sources.ts';
import {
  flashSaleBuys,
  orderLines,
  orderPayments,
  orders,
  type AddressSnapshot,
  type OrderSource,
} from './orders.schema.ts';

export interface PlaceDeps {
  catalog: CatalogService;
  ledger: LedgerService;
}

/** The invoice the shopper asked for, as the order keeps it. */
export interface InvoiceFields {
  invoiceType: 'none' | 'person' | 'company';
  invoiceName: string;
  invoiceTaxId: string;
  invoiceBranch: 'head' | 'branch';
  invoiceBranchNo: string;
  invoiceEmail: string;
}

export interface OrderHeader {
  memberId: number;
  onBehalfMemberId: number | null;
  /** Who shared the product or sales page the order came through (validated), else null. */
  sharerId: number | null;
  buyerLevel: number;
  currency: string;
  address: AddressSnapshot;
  invoice: InvoiceFields;
  remark: string;
  idempotencyKey: string;
  /** The hash of the normalised request, kept with the key (see lib/idempotency.ts). */
  requestHash: string;
  expiresAt: Date;
}

export type OrderRow = typeof orders.$inferInsert & { id: number; orderNo: string; memberId: number; status: number };
type PaymentRow = typeof orderPayments.$inferInsert;

export interface PlacedOrder {
  orderId: number;
  orderNo: string;
  status: number;
  qrMinor: number;
  expiresAt: Date | null;
  /** The level a paid set line grants (set when the order is placed). */
  grantsLevel?: number | null;
}

/** What each balance holds for an order, in the asset's own minor units. */
function heldAssets(quoted: Quote): [LedgerAsset, number][] {
  const held = ledgerParts.map((part): [LedgerAsset, number] => [part.asset, part.amount(quoted.settlement)]);
  return held.filter(([, amount]) => amount > 0);
}

/**
 * The second it was placed, then six digits from the order's id: distinct orders of one second
 * never share a number, on any node (six random digits did, now and then, under a cluster's load).
 * The id is scrambled by a bijection of its last six digits, so numbers do not count orders.
 */
export function orderNumber(orderId: number, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
  return `${stamp}${String((orderId * 7919 + 104_729) % 1_000_000).padStart(6, '0')}`;
}

/** Takes the per-buyer share of a flash sale by conditional upsert: never past its limit, under any concurrency. */
async function takeFlashShare(tx: Tx, memberId: number, line: QuotedLine): Promise<void> {
  const limit = line.sku.perBuyerLimit ?? 0;
  const taken = await tx.execute(sql`
    insert into ${flashSaleBuys} as b (flash_sale_id, member_id, quantity)
    select ${line.flashSaleId}, ${memberId}, ${line.num} where ${line.num} <= ${limit}
    on conflict (flash_sale_id, member_id) do update set quantity = b.quantity + excluded.quantity
      where b.quantity + excluded.quantity <= ${limit}
    returning b.quantity`);
  if (taken.rows.length === 0) throw new AppError('CONFLICT', 'orders.flashLimit', { max: limit }, 'FLASH_LIMIT');
}

/**
 * Takes the lines' stock. The SKU rows are the hottest rows of the shop: the caller takes them
 * last, just before commit, so each is locked for one statement's time, not the whole order's.
 */
export async function takeStock(tx: Tx, deps: PlaceDeps, memberId: number, lines: QuotedLine[]): Promise<void> {
  // A fixed order (by SKU) so two orders of the same SKUs queue instead of deadlocking.
  const sorted = [...lines].sort((a, b) => a.sku.productGoodsId - b.sku.productGoodsId);
  for (const line of sorted) {
    if (line.flashSaleId === null) continue;
    await takeFlashShare(tx, memberId, line);
    await deps.catalog.stock.takeFlash(tx, line.flashSaleId, line.sku.productGoodsId, line.num);
  }
  await deps.catalog.stock.take(
    tx,
    lines.map((line) => ({ productGoodsId: line.sku.productGoodsId, qty: line.num })),
  );
}

export function lineRows(orderId: number, quoted: Quote) {
  return quoted.lines.map((line, index) => {
    const share = quoted.settlement.lines[index]!;
    // POINTS is whole points, not money: a refund of the line gives them back to the points balance.
    const deductions: Partial<Record<OrderSource, number>> = {};
    for (const [source, name] of lineShares) if (share.paid[name]) deductions[source] = share.paid[name];
    return {
      orderId,
      productId: line.sku.productId,
      productGoodsId: line.sku.productGoodsId,
      flashSaleId: line.flashSaleId,
      cartLineId: line.cartLineId,
      quantity: line.num,
      priceMinor: unitPrice(line),
      priceKind: line.sku.priceKind,
      retailMinor: line.sku.retailMinor,
      totalMinor: line.totalMinor,
      name: line.sku.name,
      specText: line.sku.specText,
      cover: line.sku.cover,
      productType: line.sku.productType,
      paymentMethod: line.sku.paymentMethod,
      dcDiscountPercent: line.sku.dcDiscountPercent,
      taxRateBp: line.sku.taxRateBp,
      rewardMp: line.sku.rewardMp * line.num,
      points: earnedPoints(line),
      deductions,
    };
  });
}

/**
 * The ledger transactions that pay an order from the balances it spends, all to revenue: one per
 * kind the parts are spent as (the money as ORDER_PAYMENT under `order:<id>:pay`, the points
 * redeemed under `order:<id>:pay:POINTS_REDEEMED`).
 */
export function paymentTransfers(
  memberId: number,
  orderId: number,
  assets: [LedgerAsset, number][],
): TransferRequest[] {
  const byKind = new Map<TransferKind, [LedgerAsset, number][]>();
  for (const part of assets) {
    const kind = partKinds(part[0]).spent;
    byKind.set(kind, [...(byKind.get(kind) ?? []), part]);
  }
  return [...byKind].map(([kind, parts]) => ({
    idempotencyKey: kind === 'ORDER_PAYMENT' ? `order:${orderId}:pay` : `order:${orderId}:pay:${kind}`,
    kind,
    reference: `order:${orderId}`,
    legs: parts.map(([asset, amountMinor]) => ({
      from: { memberId },
      to: { system: 'REVENUE' as const },
      asset,
      amountMinor,
    })),
  }));
}

/**
 * The payment rows of an order that holds nothing: each balance posted (it was paid at once),
 * or the QR part pending.
 */
export function unheldPayments(orderId: number, quoted: Quote): PaymentRow[] {
  const reference = `order:${orderId}`;
  const rows: PaymentRow[] = heldAssets(quoted).map(([asset, amountMinor]) => ({
    orderId,
    source: asset,
    amountMinor,
    state: 'posted',
    reference,
  }));
  if (paidBy(quoted.settlement, 'qr') > 0)
    rows.push({ orderId, source: 'QR', amountMinor: paidBy(quoted.settlement, 'qr'), state: 'pending', reference });
  return rows;
}

/** True when the order spends balances and waits for a QR: each balance must then be held. */
export function needsHolds(quoted: Quote): boolean {
  return paidBy(quoted.settlement, 'qr') > 0 && heldAssets(quoted).length > 0;
}

/**
 * Takes the balances an order spends. Waiting for a QR, each is held (posted on payment, voided on
 * close). Paid in full by balances, they move to revenue at once, in one ledger transaction.
 */
async function takeBalances(tx: Tx, deps: PlaceDeps, memberId: number, orderId: number, quoted: Quote) {
  const reference = `order:${orderId}`;
  const assets = heldAssets(quoted);
  const payments: PaymentRow[] = [];
  if (needsHolds(quoted)) {
    for (const [asset, amountMinor] of assets) {
      const hold = await deps.ledger.hold(tx, {
        idempotencyKey: `order:${orderId}:hold:${asset}`,
        memberId,
        asset,
        amountMinor,
        reference,
        kind: partKinds(asset).held,
      });
      payments.push({ orderId, source: asset, amountMinor, holdId: hold.id, state: 'held', reference });
    }
    payments.push({ orderId, source: 'QR', amountMinor: paidBy(quoted.settlement, 'qr'), state: 'pending', reference });
  } else {
    for (const transfer of paymentTransfers(memberId, orderId, assets)) await deps.ledger.transfer(tx, transfer);
    payments.push(...unheldPayments(orderId, quoted));
  }
  const dc = paidBy(quoted.settlement, 'discountCard');
  if (dc > 0) {
    // Lots cannot be held: the card is spent now and credited back as a lot if the order closes.
    await deps.ledger.spendDiscountCard(tx, {
      idempotencyKey: `order:${orderId}:dc`,
      memberId,
      amountMinor: dc,
      reference,
    });
    payments.push({ orderId, source: 'DISCOUNT_CARD', amountMinor: dc, state: 'posted', reference });
  }
  if (payments.length > 0) await tx.insert(orderPayments).values(payments);
}

/** The order's own row, numbered `orderId` (taken from the sequence before it is written). */
export function orderValues(orderId: number, header: OrderHeader, quoted: Quote, now: Date): OrderRow {
  const s = quoted.settlement;
  // Balances covering everything pay the order as it is made: it is born paid.
  const bornPaid = paidBy(s, 'qr') === 0;
  return {
    id: orderId,
    orderNo: orderNumber(orderId, now),
    memberId: header.memberId,
    onBehalfMemberId: header.onBehalfMemberId,
    sharerId: header.sharerId,
    status: bornPaid ? 2 : 1,
    currency: header.currency,
    goodsMinor: s.goods,
    shippingMinor: s.shipping,
    ...sourceColumns(s),
    dcSavingMinor: s.dcSaving,
    beansCostMinor: s.units.beans ?? 0,
    taxMinor: s.tax,
    rewardMp: quoted.lines.reduce((sum, line) => sum + line.sku.rewardMp * line.num, 0),
    points: quoted.lines.reduce((sum, line) => sum + earnedPoints(line), 0),
    address: header.address,
    ...header.invoice,
    remark: header.remark,
    buyerLevel: header.buyerLevel,
    grantsLevel: grantsLevelOf(quoted),
    idempotencyKey: header.idempotencyKey,
    requestHash: header.requestHash,
    createdAt: now,
    expiresAt: bornPaid ? null : header.expiresAt,
    paidAt: bornPaid ? now : null,
  };
}

/** The level a paid set line grants, if any. */
export function grantsLevelOf(quoted: Quote): number | null {
  return Math.max(0, ...quoted.lines.map((line) => line.sku.grantsLevel ?? 0)) || null;
}

/** What the caller answers for an order just written. */
export function placedOf(order: OrderRow, quoted: Quote): PlacedOrder {
  return order.status === 2
    ? {
        orderId: order.id,
        orderNo: order.orderNo,
        status: 2,
        qrMinor: 0,
        expiresAt: null,
        grantsLevel: order.grantsLevel,
      }
    : {
        orderId: order.id,
        orderNo: order.orderNo,
        status: 1,
        qrMinor: paidBy(quoted.settlement, 'qr'),
        expiresAt: order.expiresAt ?? null,
      };
}

/** Writes the order, its lines and its payments in the caller's transaction (stock is the caller's, last). */
export async function placeOrder(tx: Tx, deps: PlaceDeps, order: OrderRow, quoted: Quote): Promise<PlacedOrder> {
  await tx.insert(orders).values(order);
  await tx.insert(orderLines).values(lineRows(order.id, quoted));
  await takeBalances(tx, deps, order.memberId, order.id, quoted);
  return placedOf(order, quoted);
}
