// Each change the shop announces publishes its event once, in the change's own transaction, with
// the payload its topic declares.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminOrders, afterSale, orders } from '@mall/contracts';
import {
  decideOk,
  oneOperatorRefundsAll,
  receivedOrder,
  requestBody,
  tracking,
} from '../../../test/aftersale-support.ts';
import { demoShopForFile } from '../../../test/harness.ts';
import { buyWithCash, demoMember, skuOf } from '../../../test/orders-support.ts';
import { approvedPersonal, reviewer, signedInMember } from '../identity/identity.test-support.ts';
import type { TopicName } from './index.ts';

const shop = demoShopForFile();

/** 40 MP a unit: a received order of it waits for the MP step. */
const NIGHT_CREAM = 'Lotus Dew Night Repair Cream';
const CLEANSER = 'Gentle Amino Acid Cleanser';

async function published(topic: TopicName, key: string): Promise<unknown[]> {
  const { rows } = await shop.t.db.execute<{ payload: unknown }>(
    sql`select payload from outbox where topic = ${topic} and key = ${key} order by id`,
  );
  return rows.map((row) => row.payload);
}

beforeAll(async () => {
  // One operator refunds every request here: the four-eyes limit is not what these tests are about.
  await oneOperatorRefundsAll(shop.t);
});

describe('an order', () => {
  it('publishes paid, shipped, received, MP activated and the points it earned, each once', async () => {
    const { t, adminToken } = shop;
    const buyer = await demoMember(t, 'demo_regular');
    const { orderId } = await buyWithCash(t, buyer, await skuOf(t, NIGHT_CREAM));
    const key = String(orderId);
    const memberId = buyer.memberId;
    expect(await published('order.paid', key)).toEqual([
      expect.objectContaining({ orderId, memberId, beneficiaryId: memberId, grantsLevel: null }),
    ]);

    const ship = () =>
      t.call(adminOrders.ship, {
        body: { orderId, carrier: 'Kerry Express', trackingNo: tracking() },
        token: adminToken,
      });
    expect((await ship()).envelope.success).toBe(true);
    expect(await published('order.shipped', key)).toEqual([expect.objectContaining({ orderId, memberId })]);

    await t.ok(orders.confirmReceipt, { body: { orderId }, token: buyer.token });
    await t.call(orders.confirmReceipt, { body: { orderId }, token: buyer.token });
    expect(await published('order.received', key)).toEqual([expect.objectContaining({ orderId, memberId })]);

    await t.ok(orders.confirmMp, { body: { orderId }, token: buyer.token });
    const [activated] = (await published('order.mp_activated', key)) as { rewardMp: number }[];
    expect(activated).toMatchObject({ orderId, memberId, payerId: memberId });
    expect(activated!.rewardMp).toBeGreaterThan(0);
    const { rows } = await t.db.execute<{ payload: { deltaMinor: number; kind: string } }>(
      sql`select payload from outbox where topic = 'points.changed' and payload->>'reference' = ${`order:${orderId}`}`,
    );
    const [order] = (await t.db.execute<{ points: number }>(sql`select points from orders where id = ${orderId}`)).rows;
    expect(Number(order!.points)).toBeGreaterThan(0);
    expect(rows.map((row) => row.payload)).toEqual([
      expect.objectContaining({ memberId, deltaMinor: Number(order!.points), kind: 'POINTS_EARNED' }),
    ]);
  });
});

describe('an after-sale request', () => {
  it('publishes its approval and its refund', async () => {
    const { t, adminToken } = shop;
    const buyer = await demoMember(t, 'demo_vip');
    const { orderId, lineId } = await receivedOrder(t, adminToken, buyer, CLEANSER, 1);
    const asked = await t.ok(afterSale.apply, {
      body: requestBody({ orderLineId: lineId, type: 'refund', reason: 1, quantity: 1, refundTarget: 'balance' }),
      token: buyer.token,
    });
    await decideOk(t, adminToken, asked.id, 'approve');
    await decideOk(t, adminToken, asked.id, 'refund');
    const memberId = buyer.memberId;
    expect(await published('aftersale.decided', `${asked.id}:approve`)).toEqual([
      expect.objectContaining({ afterSaleId: asked.id, orderId, memberId, action: 'approve' }),
    ]);
    expect(await published('aftersale.refunded', String(asked.id))).toEqual([
      expect.objectContaining({
        afterSaleId: asked.id,
        orderId,
        memberId,
        amountMinor: Math.round(Number(asked.refundAmount) * 100),
      }),
    ]);
  });
});

describe('an identity review', () => {
  it('publishes the reviewer’s decision', async () => {
    const { t } = shop;
    const token = await signedInMember(t, 'events_alice');
    const memberId = await approvedPersonal(t, token, await reviewer(t, 'events_reviewer'));
    const { rows } = await t.db.execute<{ payload: unknown }>(
      sql`select payload from outbox where topic = 'identity.reviewed' and payload->>'memberId' = ${String(memberId)}`,
    );
    expect(rows.map((row) => row.payload)).toEqual([expect.objectContaining({ memberId, approved: true })]);
  });
});
