// The events seam: a subscriber declared outside the orders module hears of each paid order once,
// however many relays run; a subscriber that keeps failing ends on the back office's failed list.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminEvents, member } from '@mall/contracts';
import { demoShopForFile, signedInOperator } from '../../../test/harness.ts';
import { buyWithCash, buyWithQr, demoMember, skuOf } from '../../../test/orders-support.ts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { DeliveryQueue, relayEvents } from '../../workflows/relay-events.ts';
import { DELIVERY_ATTEMPTS, subscriber, type AnySubscriber } from './index.ts';

const shop = demoShopForFile();

/** The shop's services with `extra` subscribers beside the modules' own, as a new module would add them. */
function relayWith(extra: AnySubscriber[]) {
  const { t } = shop;
  return { ...t.services, events: t.services.events.withSubscribers(extra) };
}

async function outboxRows(topic: string, key: string) {
  const { rows } = await shop.t.db.execute<{ n: number; published: number }>(
    sql`select count(*)::int as n, count(published_at)::int as published from outbox where topic = ${topic} and key = ${key}`,
  );
  return rows[0]!;
}

describe('a subscriber of order.paid', () => {
  it('is called once per paid order, when relays run twice and two run at once', async () => {
    const { t } = shop;
    const buyer = await demoMember(t, 'demo_regular');
    const box = await skuOf(t, 'Glass Food Container Set');
    const seen: number[] = [];
    const deps = relayWith([
      subscriber({
        name: 'test.paid-orders',
        topic: 'order.paid',
        handle: async (_ctx, event) => {
          seen.push(event.payload.orderId);
        },
      }),
    ]);
    const paid = [
      (await buyWithCash(t, buyer, box)).orderId,
      (await buyWithCash(t, buyer, box)).orderId,
      (await buyWithQr(t, buyer, box)).orderId,
    ];
    expect(seen).toEqual([]);

    await Promise.all([relayOnce(deps), relayOnce(deps)]);
    await relayOnce(deps);
    expect([...seen].sort()).toEqual([...paid].sort());
    for (const orderId of paid) expect(await outboxRows('order.paid', String(orderId))).toEqual({ n: 1, published: 1 });
  });

  it('raises a paid set’s level through the member module’s subscriber', async () => {
    const { t } = shop;
    const buyer = await demoMember(t, 'demo_regular');
    const set = await skuOf(t, 'VIP 88 Package');
    expect((await t.ok(member.getUser, { token: buyer.token })).level).toBe(1);
    await buyWithCash(t, buyer, set);
    await relayOnce(t.services);
    expect((await t.ok(member.getUser, { token: buyer.token })).level).toBe(2);
    // Published by the subscriber's delivery, so relayed by the next run.
    expect(await outboxRows('member.level_raised', `${buyer.memberId}:2`)).toEqual({ n: 1, published: 0 });
    await relayOnce(t.services);
    expect(await outboxRows('member.level_raised', `${buyer.memberId}:2`)).toEqual({ n: 1, published: 1 });
  });
});

describe('a subscriber that keeps failing', () => {
  it('is retried, then listed as a failed event an admin retries and an operator may not see', async () => {
    const { t, adminToken } = shop;
    const buyer = await demoMember(t, 'demo_vip');
    const box = await skuOf(t, 'Glass Food Container Set');
    let attempts = 0;
    let healthy = false;
    const deps = relayWith([
      subscriber({
        name: 'test.flaky-bonus',
        topic: 'order.paid',
        handle: async () => {
          attempts++;
          if (!healthy) throw new Error('bonus engine unavailable');
        },
      }),
    ]);
    const order = await buyWithCash(t, buyer, box);
    for (let run = 1; run < DELIVERY_ATTEMPTS; run++) {
      expect((await relayOnce(deps)).failed).toBe(1);
      expect((await t.ok(adminEvents.failed, { token: adminToken })).total).toBe(0);
    }
    expect((await relayOnce(deps)).dead).toBe(1);
    await relayOnce(deps);
    expect(attempts).toBe(DELIVERY_ATTEMPTS);

    const failed = await t.ok(adminEvents.failed, { token: adminToken });
    expect(failed.total).toBe(1);
    const [row] = failed.list;
    expect(row).toMatchObject({
      topic: 'order.paid',
      key: String(order.orderId),
      subscriber: 'test.flaky-bonus',
      error: 'bonus engine unavailable',
      attempts: DELIVERY_ATTEMPTS,
    });

    const operator = await signedInOperator(t, {
      username: 'events_ops',
      password: 'Ops@123456789',
      roles: ['operator', 'finance'],
    });
    for (const call of [adminEvents.failed, adminEvents.retry]) {
      const refused = await t.call(call, { token: operator, body: { id: row!.id } });
      expect(refused.status).toBe(403);
    }

    healthy = true;
    expect(await t.ok(adminEvents.retry, { token: adminToken, body: { id: row!.id } })).toEqual({
      id: row!.id,
      state: 'pending',
    });
    const again = await t.call(adminEvents.retry, { token: adminToken, body: { id: row!.id } });
    expect(again.envelope).toMatchObject({ success: false, error: 'EVENT_DELIVERY_NOT_DEAD' });
    expect((await relayOnce(deps)).done).toBe(1);
    expect(attempts).toBe(DELIVERY_ATTEMPTS + 1);
    expect((await t.ok(adminEvents.failed, { token: adminToken })).total).toBe(0);
  });
});

describe('the relay job', () => {
  it('hands out again a delivery an admin retried on a process without a job worker', async () => {
    const { t, adminToken } = shop;
    const buyer = await demoMember(t, 'demo_v730');
    const deps = relayWith([
      subscriber({
        name: 'test.always-down',
        topic: 'order.paid',
        handle: async () => {
          throw new Error('down');
        },
      }),
    ]);
    await buyWithCash(t, buyer, await skuOf(t, 'Glass Food Container Set'));
    for (let run = 0; run < DELIVERY_ATTEMPTS; run++) await relayOnce(deps);
    const dead = (await t.ok(adminEvents.failed, { token: adminToken })).list.find(
      (row) => row.subscriber === 'test.always-down',
    );
    // No job worker runs in tests: the retry is recorded, and nothing is sent now.
    await t.ok(adminEvents.retry, { token: adminToken, body: { id: dead!.id } });
    const sent: number[] = [];
    const queue = new DeliveryQueue();
    queue.attach(async (delivery) => sent.push(delivery.id));
    await relayEvents({ ...deps, deliveryQueue: queue }, new Date(Date.now() + 2 * 60_000));
    expect(sent).toContain(dead!.id);
  });
});
