// Pickup gift cards: a code names a product; redeeming it to an address makes an order of that
// product at zero to pay, paid by the card's delivery-card credit as one payment source, which
// then ships and is received as any order. One code makes one order, also when raced.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminGiftCard, adminOrders, giftCard, orders } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { demoMember, skuOf } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;
let seq = 0;

async function pickupCodes(productGoodsId: number, count: number): Promise<string[]> {
  const made = await t().ok(adminGiftCard.generate, {
    token: shop.adminToken,
    body: { name: 'Pickup', kind: 'pickup', productGoodsId, count, key: `pickup-${process.pid}-${seq++}` },
  });
  expect(made.batch).toMatchObject({ kind: 'pickup', asset: 'DELIVERY_CARD', productGoodsId });
  return made
    .csv!.trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]!);
}

async function deliveryCredit(memberId: number): Promise<number> {
  const { rows } = await t().db.execute<{ balance: string }>(sql`
    select balance from ledger_accounts where member_id = ${memberId} and asset = 'DELIVERY_CARD'`);
  return Number(rows[0]?.balance ?? 0);
}

describe('pickup gift cards', () => {
  it('need a product SKU that exists', async () => {
    const refused = await t().call(adminGiftCard.generate, {
      token: shop.adminToken,
      body: { name: 'Pickup', kind: 'pickup', productGoodsId: 999_999, count: 1, key: `pickup-${process.pid}-x` },
    });
    expect(refused.envelope.error).toBe('GIFT_CARD_BATCH_INVALID');
  });

  it('order their product to the chosen address at zero to pay, paid by delivery-card credit, and ship', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const sku = await skuOf(t(), 'Gentle Amino Acid Cleanser');
    const [code] = await pickupCodes(sku, 1);
    const noAddress = await t().call(giftCard.redeem, { body: { code: code! }, token: buyer.token });
    expect(noAddress.envelope.error).toBe('GIFT_CARD_ADDRESS_NEEDED');

    const card = await t().ok(giftCard.redeem, {
      body: { code: code!, addressId: buyer.addressId },
      token: buyer.token,
    });
    expect(card).toMatchObject({ kind: 'pickup', asset: 'DELIVERY_CARD', productGoodsId: sku });
    expect(card.orderId).not.toBeNull();
    const order = await t().ok(orders.detail, { query: { orderId: card.orderId! }, token: buyer.token });
    expect(order.status).toBe(2);
    expect(order.amounts.qr).toBe('0.00');
    expect(order.amounts.orderTotal).toBe(card.value);
    expect(order.lines.map((line) => line.productGoodsId)).toEqual([sku]);
    const { rows } = await t().db.execute<{ source: string; amount_minor: string }>(sql`
      select source, amount_minor from order_payments where order_id = ${card.orderId}`);
    expect(rows.map((row) => [row.source, Number(row.amount_minor) / 100])).toEqual([
      ['DELIVERY_CARD', Number(card.value)],
    ]);
    expect(await deliveryCredit(buyer.memberId)).toBe(0);

    const again = await t().call(giftCard.redeem, {
      body: { code: code!, addressId: buyer.addressId },
      token: buyer.token,
    });
    expect(again.envelope.error).toBe('GIFT_CARD_INVALID');

    const shipped = await t().call(adminOrders.ship, {
      body: { orderId: card.orderId!, carrier: 'Kerry Express', trackingNo: `PK${Date.now()}` },
      token: shop.adminToken,
    });
    expect(shipped.envelope.result).toMatchObject({ status: 3 });
    await t().ok(orders.confirmReceipt, { body: { orderId: card.orderId! }, token: buyer.token });
    expect(await auditLedger(t().db)).toMatchObject({ isClean: true });
  });

  it('make one order when one member sends the code 64 times at once', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const sku = await skuOf(t(), 'Gentle Amino Acid Cleanser');
    const [code] = await pickupCodes(sku, 1);
    const tries = await Promise.allSettled(
      Array.from({ length: 64 }, (_, i) =>
        t().services.giftCards.redeem(t().db, buyer.memberId, `203.0.113.${i + 1}`, code!, {
          addressId: buyer.addressId,
        }),
      ),
    );
    const orderIds = new Set(
      tries.flatMap((result) => (result.status === 'fulfilled' && result.value.orderId ? [result.value.orderId] : [])),
    );
    expect(orderIds.size).toBe(1);
    const { rows } = await t().db.execute<{ n: number; credits: number }>(sql`
      select (select count(*)::int from orders where member_id = ${buyer.memberId} and id = ${[...orderIds][0]}) as n,
             (select count(*)::int from ledger_transactions where idempotency_key like 'giftcard:%'
                and id in (select transaction_id from gift_cards where redeemed_by = ${buyer.memberId})) as credits`);
    expect(rows[0]).toMatchObject({ n: 1, credits: 1 });
    expect(await deliveryCredit(buyer.memberId)).toBe(0);
    expect(await auditLedger(t().db)).toMatchObject({ isClean: true });
  });
});
