// The QR refund jobs on the real queue: a cancel announces its refund the moment it commits and a
// worker gives it back through the provider without waiting for the sweeper, which runs every
// minute; once the queue stops, cancels no longer announce (the sweeper is left to find them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buyWithQr, demoMember, skuOf, type DemoBuyer } from '../../test/orders-support.ts';
import { REFUND_PAYMENTS_CRON, refundJobNames } from '../workflows/refund-payments.jobs.ts';
import { startJobs, type JobRunner } from './index.ts';

let t: TestApp;
let jobs: JobRunner;
let buyer: DemoBuyer;
let productGoodsId: number;
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  jobs = await startJobs(
    t.services,
    t.databaseUrl,
    { jobsExpireLotsCron: '15 3 * * *' },
    { log: (line) => logged.push(line), pollingIntervalSeconds: 0.5 },
  );
  buyer = await demoMember(t, 'demo_regular');
  productGoodsId = await skuOf(t, 'Gentle Amino Acid Cleanser', 50);
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

async function refundState(orderId: number) {
  return (await t.services.payments.refunds.ofOrder(t.db, orderId))[0]?.state;
}

describe('the QR refund jobs', () => {
  it('sweep every minute in UTC', async () => {
    const name = refundJobNames.refundPayments;
    expect(await jobs.boss.getSchedule(name)).toMatchObject({ name, cron: REFUND_PAYMENTS_CRON, timezone: 'UTC' });
    expect(REFUND_PAYMENTS_CRON).toBe('* * * * *');
  });

  it('give a cancelled order’s QR part back as soon as the cancel commits', async () => {
    const order = await buyWithQr(t, buyer, productGoodsId);
    await t.ok(orders.cancel, { body: { orderId: order.orderId }, token: buyer.token });
    const [sent] = await jobs.boss.findJobs(refundJobNames.refundOrder, { data: { orderId: order.orderId } });
    expect(sent).toBeDefined();
    const deadline = Date.now() + 20_000;
    while ((await refundState(order.orderId)) !== 'refunded') {
      if (Date.now() > deadline) throw new Error(`refund still ${await refundState(order.orderId)} after 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(logged).toContain(`started: ${refundJobNames.refundOrder} (sent by each cancel with a QR part)`);
  });

  it('stop announcing once the queue stops', async () => {
    await jobs.stop();
    const order = await buyWithQr(t, buyer, productGoodsId);
    await t.ok(orders.cancel, { body: { orderId: order.orderId }, token: buyer.token });
    expect(await refundState(order.orderId)).toBe('pending');
  });
});
