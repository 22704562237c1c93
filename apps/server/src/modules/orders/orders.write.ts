// An order that holds nothing (paid in full by balances, or wholly by QR) is written in one
// statement: the order, its lines and payments, the ledger transaction that pays it, the bought
// cart lines and the stock, as CTEs. One statement is one transaction, so it is all or nothing
// without BEGIN and COMMIT round trips, and the hot SKU rows stay locked for that statement only.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgError } from '../../db/pg-error.ts';
import type { CartService } from '../cart/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { LedgerAsset } from '@mall/contracts';
import { publishWith } from '../events/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { lineRows, needsHolds, paymentTransfers, unheldPayments, type OrderRow } from './orders.place.ts';
import { paidBy } from './orders.pricing.ts';
import { boughtCartLines, type Quote } from './orders.quote.ts';
import { orderLines, orderPayments, orders } from './orders.schema.ts';
import { paidPayload } from './orders.settle.ts';

export interface WriteDeps {
  catalog: CatalogService;
  cart: CartService;
  ledger: LedgerService;
}

/** Coupons, the discount card's lots, flash-sale shares and level grants each need statements of their own. */
export function writesAtOnce(quoted: Quote, couponId: number | undefined): boolean {
  return (
    !needsHolds(quoted) &&
    couponId === undefined &&
    paidBy(quoted.settlement, 'discountCard') === 0 &&
    paidBy(quoted.settlement, 'subsidy') === 0 &&
    quoted.lines.every((line) => line.flashSaleId === null && !line.sku.grantsLevel)
  );
}

/** The order's key was used already: a resent submission (or its twin racing it). */
export function isResentOrder(error: unknown): boolean {
  const cause = pgError(error);
  return cause.code === '23505' && cause.constraint === 'orders_member_idempotency_uq';
}

/**
 * Writes the order in one statement. A reused key fails it on the key's unique index (see
 * isResentOrder); a cart line already bought, a SKU short of stock or a balance short of what it
 * pays fails it whole.
 */
export async function writeAtOnce(db: Db, deps: WriteDeps, order: OrderRow, quoted: Quote): Promise<void> {
  const ctes: SQL[] = [
    sql`new_order as (${db.insert(orders).values(order).getSQL()})`,
    sql`new_lines as (${db.insert(orderLines).values(lineRows(order.id, quoted)).getSQL()})`,
  ];
  const payments = unheldPayments(order.id, quoted);
  if (payments.length > 0) ctes.push(sql`new_payments as (${db.insert(orderPayments).values(payments).getSQL()})`);
  // Paid in full by balances: they move to revenue in the same statement.
  const spent = payments.flatMap((row): [LedgerAsset, number][] =>
    row.source === 'QR' ? [] : [[row.source as LedgerAsset, row.amountMinor]],
  );
  // One ledger transaction per kind (money paid, points redeemed), each its own CTEs.
  for (const transfer of paymentTransfers(order.memberId, order.id, spent))
    ctes.push(await deps.ledger.postingWith(db, transfer, transfer.kind.toLowerCase()));
  // Born paid (no QR part): announced in the same statement, as a transaction would.
  if (order.status === 2)
    ctes.push(
      publishWith(db, 'paid_event', 'order.paid', String(order.id), paidPayload(order, order.paidAt ?? new Date())),
    );
  const checks: SQL[] = [];
  const bought = boughtCartLines(quoted);
  if (bought.length > 0) {
    // Checked first: a copy whose cart line another order took fails before it queues for the stock.
    const cart = deps.cart.removeBoughtWith(order.memberId, bought);
    ctes.push(cart.ctes);
    checks.push(cart.check);
  }
  const stock = deps.catalog.stock.takeWith(
    quoted.lines.map((line) => ({ productGoodsId: line.sku.productGoodsId, qty: line.num })),
  );
  ctes.push(stock.ctes);
  checks.push(stock.check);
  await db.execute(sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(checks, sql`, `)}`);
  deps.catalog.stock.forgetTaken(quoted.lines.map((line) => line.sku.productId));
}
