// The points zone on the demo shop: a points-priced item is paid from the member's points balance
// (its cash part, if any, like any other amount), earns no points itself, is refused without
// `usePoints` or without enough points, gives its points back when cancelled unpaid or paid, or
// refunded, and two orders racing for the same points are placed once.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminOrders, afterSale, memberWallet, orders, pay } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { demoShopForFile } from '../../../test/harness.ts';
import { credit, demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { decideOk, oneOperatorRefundsAll, requestBody, together, tracking } from '../../../test/aftersale-support.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;

/** 200 points, no cash part (demo data). */
const BAG = 'Points Reward: Eco Shopping Bag';
/** 400 points (demo data), plus 5.00 cash set below. */
const TEA = 'Points Reward: Tea Sampler Tin';

beforeAll(async () => {
  await t().db.execute(
    sql`update catalog_products set points_cash_minor = 500 where name->>'en_US' = ${TEA} and type = 'points-zone'`,
  );
  // One operator refunds every request here: the four-eyes limit is not what these tests are about.
  await oneOperatorRefundsAll(t());
});

async function balances(memberId: number) {
  const found = await t().services.ledger.balances(t().db, memberId);
  return { points: Number(found.POINTS), cash: Number(found.CASH) + Number(found.CASH_GIFT) };
}

/** Sets the member's points balance to exactly `points` (an opening balance on top of what is there). */
async function pointsTo(buyer: DemoBuyer, points: number) {
  const now = (await balances(buyer.memberId)).points;
  if (points > now) await credit(t(), buyer.memberId, 'POINTS', points - now);
  if (points < now)
    await withTransaction(t().db, (tx) =>
      t().services.ledger.transfer(tx, {
        idempotencyKey: `test:${orderKey()}`,
        kind: 'ADJUSTMENT',
        reference: 'test',
        legs: [
          {
            from: { memberId: buyer.memberId },
            to: { system: 'ISSUANCE' },
            asset: 'POINTS',
            amountMinor: now - points,
          },
        ],
      }),
    );
}

function create(buyer: DemoBuyer, productGoodsId: number, body: Record<string, unknown> = {}, locale = 'en_US') {
  return t().call(orders.create, {
    body: { productGoodsId, num: 1, addressId: buyer.addressId, idempotencyKey: orderKey(), ...body } as never,
    token: buyer.token,
    lang: locale,
  });
}

describe('the points zone', () => {
  it('pays a points-priced item from the points balance, takes no cash and earns no points', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const bag = await skuOf(t(), BAG);
    await pointsTo(buyer, 1_000);
    const before = await balances(buyer.memberId);

    const priced = await t().ok(orders.preview, {
      body: { productGoodsId: bag, num: 2, usePoints: 'true' } as never,
      token: buyer.token,
    });
    expect(priced.amounts).toMatchObject({ orderTotal: '0.00', pointsSpent: 400, points: 0 });
    expect(priced.balances).toMatchObject({ points: { available: 1_000, applied: 400 } });

    const placed = await create(buyer, bag, { num: 2, usePoints: 'true' });
    expect(placed.envelope).toMatchObject({ success: true, result: { status: 2, payable: '0.00' } });
    const orderId = (placed.envelope.result as { orderId: number }).orderId;
    expect(await balances(buyer.memberId)).toEqual({ points: before.points - 400, cash: before.cash });
    // The order is written in one statement: its points still move announced.
    const announced = await t().db.execute<{ delta: number }>(sql`
      select (payload->>'deltaMinor')::int as delta from outbox
      where topic = 'points.changed' and (payload->>'memberId')::int = ${buyer.memberId}
      order by id desc limit 1`);
    expect(announced.rows).toEqual([{ delta: -400 }]);
    const detail = await t().ok(orders.detail, { query: { orderId }, token: buyer.token });
    expect(detail.amounts).toMatchObject({ pointsSpent: 400, points: 0, orderTotal: '0.00' });
    expect(detail.lines[0]).toMatchObject({ points: 0, pointsSpent: 400, price: '0.00' });

    // Cancelled before shipping: the points go back to the points balance, shown as points.
    const cancelled = await t().ok(orders.cancel, { body: { orderId }, token: buyer.token });
    expect(cancelled.refunds).toContainEqual(
      expect.objectContaining({ source: 'POINTS', amount: '400.00', to: 'source' }),
    );
    expect(await balances(buyer.memberId)).toEqual(before);
  });

  it('shows the points spent as points redeemed, whether held or paid at once, and those given back as a refund', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const bag = await skuOf(t(), BAG);
    const tea = await skuOf(t(), TEA);
    await pointsTo(buyer, 2_000);
    const orderIdOf = (placed: { envelope: { result?: unknown } }) =>
      (placed.envelope.result as { orderId: number }).orderId;
    // Paid in full by points: written at once.
    const atOnce = orderIdOf(await create(buyer, bag, { usePoints: 'true' }));
    // A QR for the cash part: the points are held, then posted when the QR is paid.
    const paidByQr = orderIdOf(await create(buyer, tea, { usePoints: 'true' }));
    await t().ok(pay.prepay, { body: { orderId: paidByQr }, token: buyer.token });
    await t().ok(pay.sandboxComplete, { body: { orderId: paidByQr, outcome: 'paid' } });
    // Held, then cancelled unpaid: the points come back.
    const cancelled = orderIdOf(await create(buyer, tea, { usePoints: 'true' }));
    await t().ok(orders.cancel, { body: { orderId: cancelled }, token: buyer.token });

    const history = await t().ok(memberWallet.queryPointsLogs, {
      query: { pageSize: 50 } as never,
      token: buyer.token,
      lang: 'en_US',
    });
    const linesOf = (orderId: number) =>
      history.list
        .filter((line) => line.reference === `order:${orderId}`)
        .map(({ type, typeName, amount }) => ({ type, typeName, amount }));
    const redeemed = (amount: number) => ({ type: 'POINTS_REDEEMED', typeName: 'Points redeemed', amount });
    expect(linesOf(atOnce)).toEqual([redeemed(-200)]);
    expect(linesOf(paidByQr)).toEqual([redeemed(-400)]);
    expect(linesOf(cancelled)).toEqual([
      { type: 'ORDER_REFUND', typeName: 'Order refund', amount: 400 },
      redeemed(-400),
    ]);
    // The history's own filter finds them.
    const filtered = await t().ok(memberWallet.queryPointsLogs, {
      query: { pageSize: 50, type: 'POINTS_REDEEMED' } as never,
      token: buyer.token,
    });
    const ours = [atOnce, paidByQr, cancelled].map((orderId) => `order:${orderId}`);
    expect(filtered.list.filter((line) => ours.includes(line.reference ?? ''))).toHaveLength(3);
    // The held points reach revenue as points redeemed too, not as an order payment.
    const posted = await t().db.execute<{ kind: string }>(sql`
      select kind from ledger_transfers where asset = 'POINTS' and reference = ${`order:${paidByQr}`} order by id`);
    expect(posted.rows.map((row) => row.kind)).toEqual(['POINTS_REDEEMED', 'POINTS_REDEEMED']);
  });

  it('takes the cash part as any amount, and only it', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const tea = await skuOf(t(), TEA);
    await pointsTo(buyer, 1_000);
    await credit(t(), buyer.memberId, 'CASH', 100_000);
    const before = await balances(buyer.memberId);
    const priced = await t().ok(orders.preview, {
      body: { productGoodsId: tea, num: 1, usePoints: 'true' } as never,
      token: buyer.token,
    });
    expect(priced.amounts).toMatchObject({ goodsTotal: '5.00', pointsSpent: 400, points: 0 });
    const useCash = priced.amounts.orderTotal;
    const placed = await create(buyer, tea, { usePoints: 'true', useCash });
    expect(placed.envelope).toMatchObject({ success: true, result: { status: 2 } });
    expect(await balances(buyer.memberId)).toEqual({
      points: before.points - 400,
      cash: before.cash - Math.round(Number(useCash) * 100),
    });
  });

  it('refuses a points-priced item without usePoints, in the shopper’s language', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const bag = await skuOf(t(), BAG);
    await credit(t(), buyer.memberId, 'CASH', 100_000);
    const en = await create(buyer, bag, { useCash: '100.00' });
    expect(en.envelope).toMatchObject({ success: false, error: 'POINTS_REQUIRED' });
    expect(en.envelope.message).toContain('usePoints');
    const th = await create(buyer, bag, { useCash: '100.00' }, 'th_TH');
    expect(th.envelope).toMatchObject({ success: false, error: 'POINTS_REQUIRED' });
    expect(th.envelope.message).not.toBe(en.envelope.message);
  });

  it('refuses an order the points balance cannot pay, and spends nothing', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const bag = await skuOf(t(), BAG);
    await pointsTo(buyer, 150);
    const before = await balances(buyer.memberId);
    const refused = await create(buyer, bag, { usePoints: 'true' });
    expect(refused.envelope).toMatchObject({ success: false, error: 'INSUFFICIENT_POINTS' });
    expect(refused.envelope.message).toMatch(/150/);
    const zh = await create(buyer, bag, { usePoints: 'true' }, 'zh_CN');
    expect(zh.envelope).toMatchObject({ success: false, error: 'INSUFFICIENT_POINTS' });
    expect(await balances(buyer.memberId)).toEqual(before);
  });

  it('holds the points while the QR is awaited and releases them when the order is cancelled', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const tea = await skuOf(t(), TEA);
    await pointsTo(buyer, 1_000);
    const placed = await create(buyer, tea, { usePoints: 'true' });
    expect(placed.envelope).toMatchObject({ success: true, result: { status: 1 } });
    expect((await balances(buyer.memberId)).points).toBe(600);
    const orderId = (placed.envelope.result as { orderId: number }).orderId;
    await t().ok(orders.cancel, { body: { orderId }, token: buyer.token });
    expect((await balances(buyer.memberId)).points).toBe(1_000);
  });

  it('gives the points back when the line is refunded, once', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const bag = await skuOf(t(), BAG);
    await pointsTo(buyer, 1_000);
    const placed = await create(buyer, bag, { num: 2, usePoints: 'true' });
    const orderId = (placed.envelope.result as { orderId: number }).orderId;
    await t().ok(adminOrders.ship, {
      body: { orderId, carrier: 'Kerry Express', trackingNo: tracking() },
      token: shop.adminToken,
    });
    await t().ok(orders.confirmReceipt, { body: { orderId }, token: buyer.token });
    const detail = await t().ok(orders.detail, { query: { orderId }, token: buyer.token });
    expect((await balances(buyer.memberId)).points).toBe(600);
    // One unit refunded at a time: each request is asked, approved and paid.
    const refundOneUnit = async () => {
      const asked = await t().ok(afterSale.apply, {
        body: requestBody({
          orderLineId: detail.lines[0]!.id,
          type: 'refund',
          reason: 1,
          quantity: 1,
          refundTarget: 'balance',
        }),
        token: buyer.token,
      });
      await decideOk(t(), shop.adminToken, asked.id, 'approve');
      await decideOk(t(), shop.adminToken, asked.id, 'refund');
    };
    await refundOneUnit();
    expect((await balances(buyer.memberId)).points).toBe(800);
    await refundOneUnit();
    expect((await balances(buyer.memberId)).points).toBe(1_000);
  });

  it('places one of two orders racing for the same points', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const bag = await skuOf(t(), BAG);
    await pointsTo(buyer, 300);
    const results = await together([0, 1].map(() => () => create(buyer, bag, { usePoints: 'true' })));
    const placed = results.filter((result) => result.envelope.success);
    expect(placed).toHaveLength(1);
    const refused = results.find((result) => !result.envelope.success)!;
    expect(refused.envelope).toMatchObject({ error: 'INSUFFICIENT_POINTS' });
    expect(refused.envelope.message).toContain('usePoints');
    expect((await balances(buyer.memberId)).points).toBe(100);
  });

  it('places one of two orders racing to hold the same points for their QR', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const tea = await skuOf(t(), TEA);
    await pointsTo(buyer, 500);
    const results = await together([0, 1].map(() => () => create(buyer, tea, { usePoints: 'true' })));
    expect(results.filter((result) => result.envelope.success)).toHaveLength(1);
    const refused = results.find((result) => !result.envelope.success)!;
    expect(refused.envelope).toMatchObject({ error: 'INSUFFICIENT_POINTS' });
    expect((await balances(buyer.memberId)).points).toBe(100);
  });

  it('leaves the ledger clean', async () => {
    const found = await t().db.execute<{ n: number }>(
      sql`select count(*)::int as n from order_payments where source = 'POINTS'`,
    );
    expect(found.rows[0]!.n).toBeGreaterThan(0);
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
