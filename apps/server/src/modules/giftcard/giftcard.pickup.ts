// Pickup cards: the card's product ordered to the member's address at zero to pay. Taking the code
// quotes the order and credits its total as delivery-card credit, in the taking transaction; the
// order is then placed (its own transaction, as every order) under the card's key, spending that
// credit as one payment source. A redemption whose order failed (stock ran out, a wrong address)
// is finished by redeeming the same code again: the card is the member's, the credit is there,
// and the order's key makes a resend find the first order.
import { sql } from 'drizzle-orm';
import { formatMinor, parseMinor } from '@mall/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { OrdersService } from '../orders/index.ts';

export type PickupBuyer = Parameters<OrdersService['preview']>[1];

export interface PickupDeps {
  ledger: LedgerService;
  orders: OrdersService;
}

const noBalances = { useBeans: '', useCash: '', useDiscountCard: '', useVoucher: '', useDeliveryCard: '' };

export function addressNeeded(): AppError {
  return new AppError('VALIDATION', 'giftCard.addressNeeded', undefined, 'GIFT_CARD_ADDRESS_NEEDED', {
    field: 'addressId',
  });
}

const keyOf = (cardId: number) => `giftcard:${cardId}`;

/** Credits the card's order total (one of its SKU, shipped to the address) in the taking transaction. */
export async function creditPickup(
  tx: Tx,
  deps: PickupDeps,
  card: { id: number; skuId: number },
  buyer: PickupBuyer,
  addressId: number,
): Promise<number> {
  const preview = await deps.orders.preview(tx, buyer, {
    ...noBalances,
    productGoodsId: card.skuId,
    num: 1,
    addressId,
  });
  // What is left to pay with no balance spent: the total, less what a subsidy campaign pays of it.
  const total = parseMinor(preview.amounts.qr) ?? 0;
  const posted = await deps.ledger.transfer(tx, {
    idempotencyKey: keyOf(card.id),
    kind: 'SYSTEM_GIFT',
    reference: keyOf(card.id),
    legs: [
      { from: { system: 'GIFT_CARD' }, to: { memberId: buyer.memberId }, asset: 'DELIVERY_CARD', amountMinor: total },
    ],
  });
  await tx.execute(sql`
    update gift_cards set transaction_id = ${posted.transactionId}, credited_minor = ${total} where id = ${card.id}`);
  return total;
}

/** Places the card's order, spending its credit; a resend (same card) answers the first order. */
export async function placePickup(
  db: Db,
  deps: PickupDeps,
  card: { id: number; skuId: number; creditedMinor: number },
  buyer: PickupBuyer,
  addressId: number,
): Promise<number> {
  const placed = await deps.orders.create(db, buyer, {
    ...noBalances,
    useDeliveryCard: formatMinor(card.creditedMinor),
    productGoodsId: card.skuId,
    num: 1,
    addressId,
    remark: '',
    buyerAccount: '',
    confirmBalances: true,
    invoiceType: 'none',
    invoiceName: '',
    invoiceTaxId: '',
    invoiceBranch: 'head',
    invoiceBranchNo: '',
    invoiceEmail: '',
    idempotencyKey: keyOf(card.id),
  });
  await db.execute(sql`update gift_cards set order_id = ${placed.orderId} where id = ${card.id} and order_id is null`);
  return placed.orderId;
}

/** The member's own pickup card of this code whose order is not placed yet, to finish it. */
export async function unfinishedPickup(db: DbOrTx, memberId: number, codeHash: string) {
  const rows = await db.execute<{ id: number; sku_id: number; credited_minor: number }>(sql`
    select c.id, b.sku_id, c.credited_minor from gift_cards c join gift_card_batches b on b.id = c.batch_id
     where c.code_hash = ${codeHash} and c.redeemed_by = ${memberId} and b.kind = 'pickup'
       and c.order_id is null and c.credited_minor is not null`);
  const row = rows.rows[0];
  return row ? { id: Number(row.id), skuId: Number(row.sku_id), creditedMinor: Number(row.credited_minor) } : null;
}
