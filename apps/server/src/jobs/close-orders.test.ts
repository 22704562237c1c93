// The unpaid-order closing job: by the clock, through the queue, and in racing runs, every hold
// and unit of stock comes back exactly once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { credit, demoMember, orderKey, skuOf, stockOf, type DemoBuyer } from '../../test/orders-support.ts';
import { auditLedger } from '../modules/ledger/index.ts';
import { closeExpiredOrders, ordersJobNames, type CloseOrdersResult } from '../modules/orders/index.ts';
import { startJobs, type JobRunner } from './index.ts';

const name = ordersJobNames.closeExpiredOrders;
let t: TestApp;
let jobs: JobRunner;
let buyer: DemoBuyer;
let productGoodsId: number;

/** An unpaid order of two units, paying 5.00 by beans (held) and the rest by QR. */
async function unpaidOrder() {
  return t.ok(orders.create, {
    body: {
      productGoodsId,
      num: 2,
      addressId: buyer.addressId,
      useBeans: '5.00',
      confirmBalances: true,
      idempotencyKey: orderKey(),
    },
    token: buyer.token,
  });
}

async function status(orderId: number) {
  return (await t.ok(orders.detail, { query: { orderId }, token: buyer.token })).status;
}

async function runThroughQueue(): Promise<CloseOrdersResult> {
  const id = await jobs.boss.send(name, {});
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [job] = await jobs.boss.findJobs<object>(name, { id: id! });
    if (job?.state === 'completed') return job.output as CloseOrdersResult;
    if (job?.state === 'failed') throw new Error(`job failed: ${JSON.stringify(job.output)}`);
    if (Date.now() > deadline) throw new Error(`job still ${job?.state ?? 'missing'} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  jobs = await startJobs(
    t.services,
    t.databaseUrl,
    { jobsExpireLotsCron: '15 3 * * *' },
    { log: () => {}, pollingIntervalSeconds: 0.5 },
  );
  buyer = await demoMember(t, 'demo_regular');
  await credit(t, buyer.memberId, 'BEANS', 10_000);
  productGoodsId = await skuOf(t, 'Glass Food Container Set', 20);
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

describe('the unpaid-order closing job', () => {
  it('runs every minute in UTC', async () => {
    expect(await jobs.boss.getSchedule(name)).toMatchObject({ name, cron: '* * * * *', timezone: 'UTC' });
  });

  it('closes nothing before the time is up, then returns stock and beans by the clock, once', async () => {
    const beansBefore = (await t.services.ledger.balances(t.db, buyer.memberId)).BEANS;
    const order = await unpaidOrder();
    expect(await stockOf(t, productGoodsId)).toBe(18);
    const expiresAt = Date.parse(order.expiresAt!);
    expect((await closeExpiredOrders(t.services, new Date(expiresAt - 1_000))).closed).toBe(0);
    expect(await status(order.orderId)).toBe(1);
    const after = new Date(expiresAt + 1_000);
    expect((await closeExpiredOrders(t.services, after)).closed).toBe(1);
    expect((await closeExpiredOrders(t.services, after)).closed).toBe(0);
    expect(await status(order.orderId)).toBe(5);
    expect(await stockOf(t, productGoodsId)).toBe(20);
    expect((await t.services.ledger.balances(t.db, buyer.memberId)).BEANS).toBe(beansBefore);
  });

  it('closes an overdue order through the queue, and racing runs close each order once', async () => {
    const overdue = await unpaidOrder();
    await t.db.execute(sql`update orders set expires_at = now() - interval '1 minute' where id = ${overdue.orderId}`);
    expect((await runThroughQueue()).closed).toBe(1);
    expect(await status(overdue.orderId)).toBe(5);

    const racing = [await unpaidOrder(), await unpaidOrder(), await unpaidOrder()];
    const later = new Date(Date.parse(racing[2]!.expiresAt!) + 1_000);
    const runs = await Promise.all(Array.from({ length: 4 }, () => closeExpiredOrders(t.services, later)));
    expect(runs.reduce((sum, run) => sum + run.closed, 0)).toBe(3);
    expect(await stockOf(t, productGoodsId)).toBe(20);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});
