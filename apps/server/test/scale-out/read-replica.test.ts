// DATABASE_READ_URL: catalogue reads go to the read replica and money decisions do not. The
// "replica" is a copy of the shop's database on the same server in which one product differs (its
// name, and its prices doubled): the product page and lists show the copy's, checkout charges the
// primary's and takes the primary's stock.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { orders, product, productCate, ytConfig } from '@mall/contracts';
import { replicaOf } from '../../src/db/client.ts';
import { freePort } from '../free-port.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { credit, demoMember, orderKey, stockOf } from '../orders-support.ts';

const REPLICA_NAME = 'Read from the replica';
let t: TestApp;
let admin: pg.Client;
let replicaDatabase: string;
let sku: { id: number; productId: number; priceMinor: number; memberPriceMinor: number };

const urlOf = (database: string) => {
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${database}`;
  return url.toString();
};

beforeAll(async () => {
  replicaDatabase = `${inject('pgTemplate')}_r${randomBytes(6).toString('hex')}`;
  t = await createTestApp({ demo: true, env: { DATABASE_READ_URL: urlOf(replicaDatabase) } });
  const found = await t.db.execute<{ id: number; product_id: number; price_minor: number; member_price_minor: number }>(
    sql`select s.id, s.product_id, s.price_minor, s.member_price_minor from catalog_skus s join catalog_products p on p.id = s.product_id
        where p.is_listed and p.type = 'normal' and p.payment_method = 'cash' order by s.id limit 1`,
  );
  const row = found.rows[0]!;
  sku = {
    id: row.id,
    productId: row.product_id,
    priceMinor: row.price_minor,
    memberPriceMinor: row.member_price_minor,
  };
  await t.db.execute(sql`update catalog_skus set stock = 50 where id = ${sku.id}`);

  // The copy: made from the primary with its sessions closed (the pools reopen them when asked).
  const primaryDatabase = new URL(t.databaseUrl).pathname.slice(1);
  admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [primaryDatabase],
  );
  await admin.query(`create database "${replicaDatabase}" template "${primaryDatabase}"`);
  const replica = new pg.Client({ connectionString: urlOf(replicaDatabase) });
  await replica.connect();
  await replica.query(
    `update catalog_products set name = (select jsonb_object_agg(k, $2::text) from jsonb_object_keys(name) k)
     where id = $1`,
    [sku.productId, REPLICA_NAME],
  );
  await replica.query(
    `update catalog_skus set price_minor = price_minor * 2, member_price_minor = member_price_minor * 2,
     stock = 7 where product_id = $1`,
    [sku.productId],
  );
  await replica.query(
    `update catalog_categories set name = (select jsonb_object_agg(k, 'Replica category') from jsonb_object_keys(name) k)`,
  );
  await replica.end();
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (admin) {
    await admin.query(`drop database if exists "${replicaDatabase}" with (force)`);
    await admin.end();
  }
});

describe('catalogue reads on DATABASE_READ_URL', () => {
  it('shows the product page, search and categories from the replica', async () => {
    const detail = await t.ok(product.detail, { query: { id: sku.productId } });
    expect(detail.name).toBe(REPLICA_NAME);
    const shown = detail.skus.find((s) => s.productGoodsId === sku.id)!;
    expect(shown.stock).toBe(7);
    expect(Math.round(Number(shown.retailPrice) * 100)).toBe(sku.priceMinor * 2);
    const found = await t.ok(product.searchKeyword, { query: { keyword: REPLICA_NAME } });
    expect(found.list.map((item) => item.id)).toContain(sku.productId);
    const tree = await t.ok(productCate.tree);
    expect(tree.every((category) => category.name === 'Replica category')).toBe(true);
  });

  it("counts the replica's pools in /metrics beside the primary's", async () => {
    await t.ok(product.searchKeyword, { query: { keyword: REPLICA_NAME } });
    const metrics = (await t.app.inject('/metrics')).body;
    const opened = (pool: string) =>
      Number(new RegExp(`^mall_db_pool_connections\\{[^}]*pool="${pool}"[^}]*\\} (\\d+)$`, 'm').exec(metrics)?.[1]);
    expect(opened('main')).not.toBeNaN();
    expect(opened('replica') + opened('replica-planned')).toBeGreaterThan(0);
  });

  it('refuses a write on the replica pool, whatever its URL names', async () => {
    await expect(
      replicaOf(t.db).execute(sql`update catalog_skus set stock = 0 where id = ${sku.id}`),
    ).rejects.toMatchObject({ cause: { code: '25006' } });
    expect(replicaOf(t.db)).not.toBe(t.db);
  });

  it('prices and takes stock at checkout from the primary', async () => {
    const buyer = await demoMember(t, 'demo_regular');
    const priced = await t.ok(orders.preview, { body: { productGoodsId: sku.id, num: 1 }, token: buyer.token });
    expect([sku.priceMinor, sku.memberPriceMinor]).toContain(Math.round(Number(priced.amounts.goodsTotal) * 100));
    await credit(t, buyer.memberId, 'CASH', 500_000);
    const placed = await t.ok(orders.create, {
      body: {
        productGoodsId: sku.id,
        num: 1,
        addressId: buyer.addressId,
        useCash: priced.amounts.orderTotal,
        confirmBalances: true,
        idempotencyKey: orderKey(),
      },
      token: buyer.token,
    });
    expect(placed.status).toBe(2);
    const charged = await t.db.execute<{ goods_minor: number }>(
      sql`select goods_minor from orders where id = ${placed.orderId}`,
    );
    expect(Math.round(Number(priced.amounts.goodsTotal) * 100)).toBe(Number(charged.rows[0]!.goods_minor));
    expect(await stockOf(t, sku.id)).toBe(49);
  });
});

describe('an unreachable replica', () => {
  it('answers the catalogue calls 503 while calls on the primary and the health check work', async () => {
    const dead = new URL(inject('pgAdminUrl'));
    dead.port = String(await freePort());
    const shop = await createTestApp({ env: { DATABASE_READ_URL: dead.toString(), DB_ACQUIRE_TIMEOUT_MS: '500' } });
    try {
      const { status, envelope } = await shop.call(productCate.tree);
      expect(status).toBe(503);
      expect(['UNAVAILABLE', 'TIMEOUT']).toContain(envelope.error);
      await shop.ok(ytConfig.terms);
      expect((await shop.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });
});
