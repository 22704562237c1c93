// The cashback of an attributed order: each product's cashback a unit, for the units not refunded,
// paid to the sharer's cash once the order's MP activates.
import type { Tx } from '../../db/client.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { OrdersService } from '../orders/index.ts';

export interface CashbackDeps {
  catalog: CatalogService;
  ledger: LedgerService;
  orders: OrdersService;
  /** The units of each line (by id) refunded or returned and paid back (the after-sales module's count). */
  refundedUnits: (tx: Tx, orderId: number) => Promise<Map<number, number>>;
}

export interface CashbackPaid {
  sharerId: number;
  amountMinor: number;
}

/** The ledger key of an order's cashback: one payment per order, however often its event arrives. */
export const cashbackKey = (orderId: number) => `cashback:order:${orderId}`;

/**
 * Pays the order's cashback to its sharer; null when there is none to pay (no sharer, nothing kept,
 * no cashback). The cashback a unit is the catalogue's when the MP activates.
 */
export async function payCashback(tx: Tx, deps: CashbackDeps, orderId: number): Promise<CashbackPaid | null> {
  const order = await deps.orders.reads.shared(tx, orderId);
  // Checked at checkout too; kept here so no path pays a member for their own order.
  if (!order || order.sharerId === order.memberId || order.sharerId === order.onBehalfMemberId) return null;
  const refunded = await deps.refundedUnits(tx, orderId);
  const facts = await deps.catalog.shareFacts(
    tx,
    order.lines.map((line) => line.productId),
  );
  let amountMinor = 0;
  for (const line of order.lines) {
    const kept = line.quantity - Math.min(refunded.get(line.id) ?? 0, line.quantity);
    amountMinor += kept * (facts.get(line.productId)?.cashbackMinor ?? 0);
  }
  if (amountMinor <= 0) return null;
  await deps.ledger.transfer(tx, {
    idempotencyKey: cashbackKey(orderId),
    kind: 'CASHBACK',
    reference: `order:${orderId}`,
    legs: [{ from: { system: 'ISSUANCE' }, to: { memberId: order.sharerId }, asset: 'CASH', amountMinor }],
  });
  return { sharerId: order.sharerId, amountMinor };
}
