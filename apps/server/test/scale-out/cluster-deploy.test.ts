// Deploying and losing nodes under load, through HAProxy over real sockets (`npm run start:cluster`,
// 3 nodes on one database): a flash sale spread over the nodes sells exactly its stock, a rolling
// restart of every node fails no request and loses or doubles no order, and a node killed with
// SIGKILL is routed around, loses no acknowledged order, and serves again once started again.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, product } from '@mall/contracts';
import { call, shoppers, sqlOn, startCluster, type Cluster, type Reply, type Shopper } from './cluster-support.ts';

const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const hasHaproxy = existsSync(haproxy);
if (!hasHaproxy)
  console.warn(`SKIPPED the cluster deploy test: HAProxy is missing at ${haproxy} (apt-get install haproxy)`);

let cluster: Cluster;
let sku: { productId: number; productGoodsId: number };
const isOk = (reply: Reply) => reply.status === 200 && reply.answer?.success === true;

interface Load {
  /** Every answer that was not a success: when, what, and the status (0: no answer). */
  failures: { at: number; what: string; status: number; node: string | null; error?: string }[];
  /** Order ids the shop acknowledged, by idempotency key. */
  acknowledged: Map<string, number>;
  nodes: string[];
  requests: number;
}

/**
 * A few shoppers each browse a product and order it, over and over, until stopped. With
 * `resendOrders` a failed order is sent again with its key, as the app does after a lost answer.
 */
function steadyLoad(buyers: Shopper[], resendOrders: boolean) {
  const load: Load = { failures: [], acknowledged: new Map(), nodes: [], requests: 0 };
  let running = true;
  const note = (what: string, reply: Reply) => {
    load.requests++;
    if (reply.node) load.nodes.push(reply.node);
    if (!isOk(reply)) {
      load.failures.push({ at: Date.now(), what, status: reply.status, node: reply.node, error: reply.answer?.error });
    }
  };
  const shop = async (buyer: Shopper) => {
    while (running) {
      note('browse', await call(cluster.base, product.detail, { query: { id: sku.productId } }));
      const body = {
        productGoodsId: sku.productGoodsId,
        num: 1,
        addressId: buyer.addressId,
        idempotencyKey: `k-${randomUUID()}`,
      };
      for (let attempt = 1; attempt <= 5; attempt++) {
        const placed = await call(cluster.base, orders.create, { body, token: buyer.token });
        note('order', placed);
        if (isOk(placed)) {
          load.acknowledged.set(body.idempotencyKey, (placed.answer!.result as { orderId: number }).orderId);
          break;
        }
        if (!resendOrders) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  const shopping = Promise.all(buyers.map(shop));
  return {
    load,
    stop: async () => {
      running = false;
      await shopping;
      return load;
    },
  };
}

/** The buyers' orders in the database, by idempotency key: none missing, none extra, none twice. */
async function expectOrdersAsAcknowledged(buyers: Shopper[], load: Load) {
  const rows = await sqlOn<{ id: number; idempotency_key: string }>(
    cluster.databaseUrl,
    'select id, idempotency_key from orders where member_id = any($1::int[])',
    [buyers.map((buyer) => buyer.memberId)],
  );
  const stored = new Map(rows.map((row) => [row.idempotency_key, Number(row.id)]));
  expect(rows.length).toBe(stored.size);
  expect(stored).toEqual(load.acknowledged);
}

beforeAll(async () => {
  if (!hasHaproxy) return;
  // A thousand buyers queue for each node's ten connections: let them wait instead of timing out.
  cluster = await startCluster({ DB_ACQUIRE_TIMEOUT_MS: '60000', JOBS_ENABLED: 'false' });
  const [row] = await sqlOn<{ product_id: number; id: number }>(
    cluster.databaseUrl,
    `select s.product_id, s.id from catalog_skus s join catalog_products p on p.id = s.product_id
     where p.is_listed order by s.id limit 1`,
  );
  sku = { productId: Number(row!.product_id), productGoodsId: Number(row!.id) };
  await sqlOn(cluster.databaseUrl, 'update catalog_skus set stock = 100000 where id = $1', [sku.productGoodsId]);
}, 300_000);

afterAll(async () => {
  if (hasHaproxy) await cluster?.stop();
}, 90_000);

describe.skipIf(!hasHaproxy)('deploying three nodes behind HAProxy', () => {
  it('sells a flash sale of 100 units to 1,000 buyers spread over the nodes exactly once each', async () => {
    const [sale] = await sqlOn<{ id: number }>(
      cluster.databaseUrl,
      `insert into catalog_flash_sales (product_id, sku_id, starts_at, ends_at, price_minor, stock, per_buyer_limit)
       values ($1, $2, now() - interval '1 hour', now() + interval '1 hour', 1000, 100, 1) returning id`,
      [sku.productId, sku.productGoodsId],
    );
    // Flash sales sell to VIP members only.
    const crowd = await shoppers(cluster.databaseUrl, 'flash', 1_000, 2);
    const replies = await Promise.all(
      crowd.map((buyer) =>
        call(cluster.base, orders.create, {
          token: buyer.token,
          body: {
            ...sku,
            num: 1,
            flashSaleId: sale!.id,
            addressId: buyer.addressId,
            idempotencyKey: `k-${randomUUID()}`,
          },
        }),
      ),
    );
    expect(replies.filter(isOk)).toHaveLength(100);
    const refusals = new Set(replies.filter((reply) => !isOk(reply)).map((reply) => reply.answer?.error));
    expect([...refusals].every((error) => ['INSUFFICIENT_STOCK', 'FLASH_SALE_OVER'].includes(error!))).toBe(true);
    expect(new Set(replies.map((reply) => reply.node))).toEqual(new Set(['node-1', 'node-2', 'node-3']));
    const [sold] = await sqlOn(cluster.databaseUrl, 'select sold_count, stock from catalog_flash_sales where id = $1', [
      sale!.id,
    ]);
    expect(sold).toEqual({ sold_count: 100, stock: 100 });
    const [placed] = await sqlOn<{ n: number }>(
      cluster.databaseUrl,
      'select count(*)::int as n from order_lines where flash_sale_id = $1',
      [sale!.id],
    );
    expect(placed!.n).toBe(100);
  }, 120_000);

  it('restarts every node in turn under steady browsing and ordering without one failed answer', async () => {
    const buyers = await shoppers(cluster.databaseUrl, 'rolling', 4);
    const shopping = steadyLoad(buyers, false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const done = cluster.waitFor(/\[cluster\] rolling restart done/, 150_000);
    cluster.process.kill('SIGHUP');
    await done;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const load = await shopping.stop();
    expect(load.failures, cluster.output()).toEqual([]);
    expect(load.acknowledged.size).toBeGreaterThan(20);
    expect(cluster.output().match(/\[cluster\] node-\d replaced/g)).toHaveLength(3);
    await expectOrdersAsAcknowledged(buyers, load);
  }, 180_000);

  it('routes around a node killed mid-load, keeps every acknowledged order, and serves from it again', async () => {
    const buyers = await shoppers(cluster.databaseUrl, 'killed', 4);
    const pids = [...cluster.output().matchAll(/\[cluster\] node-2 starting on port \d+ \(pid (\d+)\)/g)];
    const pid = Number(pids.at(-1)![1]);
    const shopping = steadyLoad(buyers, true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const back = cluster.waitFor(/\[cluster\] node-2 starting on port/, 10_000);
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    await back;
    // Once the balancer has seen it gone (2 failed checks a second apart), no answer fails.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const load = await shopping.stop();
    for (const failure of load.failures) {
      expect(failure.what).toBe('order');
      expect(failure.at - killedAt).toBeLessThan(3_000);
    }
    await expectOrdersAsAcknowledged(buyers, load);
    await expect
      .poll(async () => (await call(cluster.base, product.detail, { query: { id: sku.productId } })).node, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe('node-2');
  }, 120_000);

  it('keeps the cluster running', () => {
    expect(cluster.process.exitCode, cluster.output()).toBeNull();
  });
});
