// What refunded units earn on the demo shop: an order's MP, confirmed by the member or the clock,
// counts only the units not refunded (nothing at all when every unit was, the order still
// completing), and the points a completed order paid come back when a line is refunded or returned,
// once per request however many refunds race, as far as the member's points balance goes.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAfterSale, afterSale, orders, type AfterSaleView } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { demoShopForFile } from '../../../test/harness.ts';
import { demoMember, type DemoBuyer } from '../../../test/orders-support.ts';
import {
  decideOk,
  oneOperatorRefundsAll,
  receivedOrder,
  requestBody,
  together,
  tracking,
} from '../../../test/aftersale-support.ts';
import { autoConfirmOrders } from '../orders/index.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;

/** 40 MP a unit: a received order of it waits for the MP step (status 4). */
const NIGHT_CREAM = 'Lotus Dew Night Repair Cream';
/** No MP: a received order of it completes at once and pays its points. */
const CLEANSER = 'Gentle Amino Acid Cleanser';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  // One operator refunds every request here: the four-eyes limit is not what these tests are about.
  await oneOperatorRefundsAll(t());
});

async function orderRow(orderId: number) {
  const found = await t().db.execute<{ status: number; reward_mp: number; points: number }>(
    sql`select status, reward_mp, points from orders where id = ${orderId}`,
  );
  const row = found.rows[0]!;
  return { status: Number(row.status), rewardMp: Number(row.reward_mp), points: Number(row.points) };
}

/** The `order.mp_activated` events of the order: the MP each one carried. */
async function activatedMp(orderId: number): Promise<number[]> {
  const found = await t().db.execute<{ payload: { rewardMp: number } }>(
    sql`select payload from outbox where topic = 'order.mp_activated' and key = ${String(orderId)}`,
  );
  return found.rows.map((row) => row.payload.rewardMp);
}

async function pointsOf(memberId: number): Promise<number> {
  return Number((await t().services.ledger.balances(t().db, memberId)).POINTS);
}

/** The member asks a refund of `quantity` units, and the operator approves and pays it. */
async function refunded(buyer: DemoBuyer, lineId: number, quantity: number): Promise<AfterSaleView> {
  const asked = await t().ok(afterSale.apply, {
    body: requestBody({ orderLineId: lineId, type: 'refund', reason: 1, quantity, refundTarget: 'balance' }),
    token: buyer.token,
  });
  await decideOk(t(), shop.adminToken, asked.id, 'approve');
  return decideOk(t(), shop.adminToken, asked.id, 'refund');
}

/** The member returns `quantity` units: sent back, received, passed and refunded. */
async function returned(buyer: DemoBuyer, lineId: number, quantity: number): Promise<AfterSaleView> {
  const asked = await t().ok(afterSale.apply, {
    body: requestBody({ orderLineId: lineId, type: 'return', reason: 1, quantity, refundTarget: 'balance' }),
    token: buyer.token,
  });
  await decideOk(t(), shop.adminToken, asked.id, 'approve');
  await t().ok(afterSale.submitExpress, {
    body: { id: asked.id, carrier: 'Flash', trackingNo: tracking() },
    token: buyer.token,
  });
  const step = (action: 'receive' | 'inspect' | 'refund') =>
    t().ok(adminAfterSale.decide, {
      body: { id: asked.id, action, note: '', ...(action === 'inspect' ? { passed: 'true' as const } : {}) },
      token: shop.adminToken,
    });
  await step('receive');
  await step('inspect');
  return step('refund');
}

const refundNote = (view: AfterSaleView) => view.steps.find((step) => step.status === 7)?.note ?? '';

describe('MP of an order with refunded units', () => {
  it('activates nothing when the only line was refunded before the member confirmed, and completes', async () => {
    const vip = await demoMember(t(), 'demo_vip');
    const { orderId, lineId, status } = await receivedOrder(t(), shop.adminToken, vip, NIGHT_CREAM, 1);
    expect(status).toBe(4);
    const points = await pointsOf(vip.memberId);
    expect((await refunded(vip, lineId, 1)).status).toBe(7);
    expect(await t().ok(orders.confirmMp, { body: { orderId }, token: vip.token })).toMatchObject({ status: 6 });
    expect((await orderRow(orderId)).status).toBe(6);
    expect(await activatedMp(orderId)).toEqual([]);
    expect(await pointsOf(vip.memberId)).toBe(points);
  });

  it('counts only the units kept when the member confirms', async () => {
    const vip = await demoMember(t(), 'demo_vip');
    const { orderId, lineId } = await receivedOrder(t(), shop.adminToken, vip, NIGHT_CREAM, 2);
    const order = await orderRow(orderId);
    expect(order.rewardMp).toBe(80);
    const points = await pointsOf(vip.memberId);
    await refunded(vip, lineId, 1);
    await t().ok(orders.confirmMp, { body: { orderId }, token: vip.token });
    expect(await activatedMp(orderId)).toEqual([40]);
    expect(await pointsOf(vip.memberId)).toBe(points + order.points / 2);
  });

  it('counts only the units kept when the clock confirms, and nothing for an order refunded whole', async () => {
    const buyer = await demoMember(t(), 'demo_v730');
    const kept = await receivedOrder(t(), shop.adminToken, buyer, NIGHT_CREAM, 3);
    const whole = await receivedOrder(t(), shop.adminToken, buyer, NIGHT_CREAM, 2);
    // Two requests on one line, and a return: every unit whose money came back is left out.
    await refunded(buyer, kept.lineId, 1);
    await returned(buyer, kept.lineId, 1);
    await refunded(buyer, whole.lineId, 1);
    await returned(buyer, whole.lineId, 1);
    await autoConfirmOrders(t().services, new Date(Date.now() + 7 * DAY_MS + 60_000));
    expect((await orderRow(kept.orderId)).status).toBe(6);
    expect(await activatedMp(kept.orderId)).toEqual([40]);
    expect((await orderRow(whole.orderId)).status).toBe(6);
    expect(await activatedMp(whole.orderId)).toEqual([]);
  });
});

describe('points of a completed order', () => {
  it('come back unit by unit as a line is refunded, then returned', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const before = await pointsOf(buyer.memberId);
    const { orderId, lineId, status } = await receivedOrder(t(), shop.adminToken, buyer, CLEANSER, 3);
    expect(status).toBe(6);
    const earned = (await orderRow(orderId)).points;
    expect(earned).toBeGreaterThan(0);
    expect(await pointsOf(buyer.memberId)).toBe(before + earned);
    const first = await refunded(buyer, lineId, 1);
    expect(await pointsOf(buyer.memberId)).toBe(before + (earned * 2) / 3);
    expect(refundNote(first)).toBe(`points taken back: ${earned / 3}`);
    await returned(buyer, lineId, 2);
    expect(await pointsOf(buyer.memberId)).toBe(before);
  });

  it('already spent: what is left is taken back, never below zero, and the shortfall is recorded', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { orderId, lineId } = await receivedOrder(t(), shop.adminToken, buyer, CLEANSER, 2);
    const earned = (await orderRow(orderId)).points;
    const left = Math.floor(earned / 4);
    const spent = (await pointsOf(buyer.memberId)) - left;
    await withTransaction(t().db, (tx) =>
      t().services.ledger.transfer(tx, {
        idempotencyKey: `test:${randomUUID()}`,
        kind: 'POINTS_REDEEMED',
        reference: 'test:points-order',
        legs: [{ from: { memberId: buyer.memberId }, to: { system: 'REVENUE' }, asset: 'POINTS', amountMinor: spent }],
      }),
    );
    const view = await refunded(buyer, lineId, 2);
    expect(view.status).toBe(7);
    expect(await pointsOf(buyer.memberId)).toBe(0);
    expect(refundNote(view)).toBe(`points taken back: ${left} of ${earned} (${earned - left} already spent)`);
  });

  it('are taken back once when 16 refunds of one request race', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { orderId, lineId } = await receivedOrder(t(), shop.adminToken, buyer, CLEANSER, 2);
    const earned = (await orderRow(orderId)).points;
    const asked = await t().ok(afterSale.apply, {
      body: requestBody({ orderLineId: lineId, type: 'refund', reason: 1, quantity: 2, refundTarget: 'balance' }),
      token: buyer.token,
    });
    await decideOk(t(), shop.adminToken, asked.id, 'approve');
    const before = await pointsOf(buyer.memberId);
    const answers = await together(
      Array.from(
        { length: 16 },
        () => async () =>
          (
            await t().call(adminAfterSale.decide, {
              body: { id: asked.id, action: 'refund', note: '' },
              token: shop.adminToken,
            })
          ).envelope,
      ),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error === 'AFTER_SALE_STATE')).toHaveLength(15);
    expect(await pointsOf(buyer.memberId)).toBe(before - earned);
  });

  it('leave the ledger clean', async () => {
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
