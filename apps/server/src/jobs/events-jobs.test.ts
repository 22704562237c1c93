// The relay through the job queue: the schedule, one job per delivery, and a subscriber that hears
// of each paid order once however many relay runs overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buyWithCash, demoMember, skuOf } from '../../test/orders-support.ts';
import { subscriber } from '../modules/events/index.ts';
import { RELAY_EVENTS_CRON, relayJobNames as jobNames } from '../workflows/relay-events.jobs.ts';
import { startJobs, type JobRunner } from './index.ts';

let t: TestApp;
let jobs: JobRunner;
const seen: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const events = t.services.events.withSubscribers([
    subscriber({
      name: 'test.paid-orders',
      topic: 'order.paid',
      handle: async (_ctx, event) => {
        seen.push(event.payload.orderId);
      },
    }),
  ]);
  jobs = await startJobs(
    { ...t.services, events },
    t.databaseUrl,
    { jobsExpireLotsCron: '15 3 * * *' },
    { log: () => {}, pollingIntervalSeconds: 0.5 },
  );
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

async function deliveriesDone(orderIds: number[]): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(sql`
    select count(*)::int as n from event_deliveries d join outbox o on o.id = d.event_id
    where d.subscriber = 'test.paid-orders' and d.state = 'done'
      and o.key in (${sql.join(orderIds.map(String), sql`, `)})`);
  return rows[0]!.n;
}

describe('the events relay job', () => {
  it('runs every minute in UTC', async () => {
    const name = jobNames.relayEvents;
    expect(await jobs.boss.getSchedule(name)).toMatchObject({ name, cron: RELAY_EVENTS_CRON, timezone: 'UTC' });
  });

  it('delivers each paid order to a subscriber once through the queue, with relay runs sent together', async () => {
    const buyer = await demoMember(t, 'demo_regular');
    const box = await skuOf(t, 'Glass Food Container Set');
    const paid = [(await buyWithCash(t, buyer, box)).orderId, (await buyWithCash(t, buyer, box)).orderId];
    await Promise.all([jobs.boss.send(jobNames.relayEvents, {}), jobs.boss.send(jobNames.relayEvents, {})]);
    const deadline = Date.now() + 30_000;
    while ((await deliveriesDone(paid)) < paid.length) {
      if (Date.now() > deadline)
        throw new Error(`delivered ${await deliveriesDone(paid)} of ${paid.length} after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await jobs.boss.send(jobNames.relayEvents, {});
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(seen.filter((orderId) => paid.includes(orderId)).sort()).toEqual([...paid].sort());
  });

  it('hears of a paid order within seconds, with no relay sent and before the sweep of the minute', async () => {
    const buyer = await demoMember(t, 'demo_regular');
    const box = await skuOf(t, 'Glass Food Container Set');
    const { orderId } = await buyWithCash(t, buyer, box);
    // The nudge looks every second and the workers every half second; the sweep waits for the minute.
    const deadline = Date.now() + 15_000;
    while ((await deliveriesDone([orderId])) < 1) {
      if (Date.now() > deadline) throw new Error('the paid order was not delivered within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen.filter((id) => id === orderId)).toEqual([orderId]);
  });
});
