// Checkout under concurrency, over the wire on the real database: 1,000 buyers for 100 units
// (plain stock and a flash sale's own stock and per-buyer limit), 64 orders spending one
// balance, and one submission sent many times at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { credit, orderKey, skuOf, stockOf } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';

let t: TestApp;
let productGoodsId: number;

interface Buyer {
  memberId: number;
  token: string;
  addressId: number;
}

/** `count` members of `level`, each with a session and an address copied from a demo member's book. */
async function buyers(prefix: string, count: number, level = 1): Promise<Buyer[]> {
  const created = await t.db.execute<{ id: number }>(sql`
    insert into members (username, password_hash, nickname, invite_code, level, sponsor_id)
    select ${prefix} || n, 'not-a-password', ${prefix} || n, upper(${prefix}) || n, ${level}::smallint,
           (select id from members where sponsor_id is null limit 1)
    from generate_series(1, ${count}) n
    returning id`);
  const ids = created.rows.map((row) => Number(row.id));
  const addresses = await t.db.execute<{ id: number; member_id: number }>(sql`
    insert into member_addresses (member_id, name, mobile, province_id, city_id, area_id, zip, address, is_default)
    select m.id, a.name, a.mobile, a.province_id, a.city_id, a.area_id, a.zip, a.address, true
    from unnest(${`{${ids.join(',')}}`}::int[]) as m(id)
    cross join (select * from member_addresses order by id limit 1) a
    returning id, member_id`);
  const addressOf = new Map(addresses.rows.map((row) => [Number(row.member_id), Number(row.id)]));
  const result: Buyer[] = [];
  for (const memberId of ids) {
    const session = await t.services.members.openSessionFor(t.db, memberId);
    result.push({ memberId, token: session.token, addressId: addressOf.get(memberId)! });
  }
  return result;
}

function buy(buyer: Buyer, body: Record<string, unknown> = {}) {
  return t.call(orders.create, {
    body: { productGoodsId, num: 1, addressId: buyer.addressId, idempotencyKey: orderKey(), ...body },
    token: buyer.token,
  });
}

function tally(results: { envelope: { success: boolean; error?: string | null } }[]) {
  const counts: Record<string, number> = {};
  for (const { envelope } of results) {
    const key = envelope.success ? 'ok' : (envelope.error ?? 'unknown');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

beforeAll(async () => {
  // A thousand requests queue for ten connections: let them wait instead of timing out.
  t = await createTestApp({ demo: true, env: { DB_ACQUIRE_TIMEOUT_MS: '120000' } });
  productGoodsId = await skuOf(t, 'Glass Food Container Set');
}, 120_000);
afterAll(() => t.close());

describe('checkout under concurrency', () => {
  it('sells exactly 100 units to 1,000 concurrent buyers, never below zero', async () => {
    await t.db.execute(sql`update catalog_skus set stock = 100 where id = ${productGoodsId}`);
    const crowd = await buyers('race_a', 1_000);
    const results = await Promise.all(crowd.map((buyer) => buy(buyer)));
    expect(tally(results)).toEqual({ ok: 100, INSUFFICIENT_STOCK: 900 });
    expect(await stockOf(t, productGoodsId)).toBe(0);
    const placed = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from order_lines where product_goods_id = ${productGoodsId}`);
    expect(placed.rows[0]!.n).toBe(100);
  }, 180_000);

  it('sells a flash sale’s own 100 units within its per-buyer limit to 1,000 concurrent buyers', async () => {
    await t.db.execute(sql`update catalog_skus set stock = 1000 where id = ${productGoodsId}`);
    const product_ = await t.db.execute<{ product_id: number }>(
      sql`select product_id from catalog_skus where id = ${productGoodsId}`,
    );
    const sale = await t.db.execute<{ id: number }>(sql`
      insert into catalog_flash_sales (product_id, sku_id, starts_at, ends_at, price_minor, stock, per_buyer_limit)
      values (${product_.rows[0]!.product_id}, ${productGoodsId}, now() - interval '1 hour', now() + interval '1 hour', 1000, 100, 2)
      returning id`);
    const flashSaleId = Number(sale.rows[0]!.id);
    t.services.catalog.clock = () => new Date();
    // Flash sales sell to VIP members only.
    const crowd = await buyers('race_f', 1000, 2);
    const results = await Promise.all(crowd.map((buyer) => buy(buyer, { flashSaleId })));
    const { ok, ...refused } = tally(results);
    expect(ok).toBe(100);
    // Late buyers find the sale's stock gone: refused, never sold at another price.
    expect(Object.keys(refused).every((error) => ['INSUFFICIENT_STOCK', 'FLASH_SALE_OVER'].includes(error))).toBe(true);
    const sold = await t.db.execute<{ sold_count: number; stock: number }>(sql`
      select sold_count, stock from catalog_flash_sales where id = ${flashSaleId}`);
    expect(sold.rows[0]).toEqual({ sold_count: 100, stock: 100 });
    expect(await stockOf(t, productGoodsId)).toBe(900);

    // One buyer, six tries at once, a limit of two.
    await t.db.execute(sql`update catalog_flash_sales set stock = 200 where id = ${flashSaleId}`);
    const [greedy] = await buyers('race_g', 1, 2);
    const tries = await Promise.all(Array.from({ length: 6 }, () => buy(greedy!, { flashSaleId })));
    expect(tally(tries)).toEqual({ ok: 2, FLASH_LIMIT: 4 });
    const mine = await t.db.execute<{ quantity: number }>(sql`
      select quantity from order_flash_sale_buys where flash_sale_id = ${flashSaleId} and member_id = ${greedy!.memberId}`);
    expect(mine.rows[0]!.quantity).toBe(2);
  }, 180_000);

  it('lets exactly the affordable number of 64 concurrent orders spend one balance', async () => {
    await t.db.execute(sql`update catalog_skus set stock = 1000 where id = ${productGoodsId}`);
    const [spender] = await buyers('race_b', 1);
    // 99.00 + 10.00 shipping each, paid from a 400.00 cash balance: three fit.
    await credit(t, spender!.memberId, 'CASH', 40_000);
    const results = await Promise.all(
      Array.from({ length: 64 }, () => buy(spender!, { useCash: '109.00', confirmBalances: true })),
    );
    expect(tally(results)).toEqual({ ok: 3, INSUFFICIENT_BALANCE: 61 });
    expect((await t.services.ledger.balances(t.db, spender!.memberId)).CASH).toBe(40_000 - 3 * 10_900);
  }, 120_000);

  it('creates one order from one submission sent 32 times at once', async () => {
    const [resender] = await buyers('race_c', 1);
    const body = { idempotencyKey: orderKey() };
    const before = await stockOf(t, productGoodsId);
    const results = await Promise.all(Array.from({ length: 32 }, () => buy(resender!, body)));
    const ids = new Set(results.map((result) => (result.envelope.result as { orderId: number }).orderId));
    expect(ids.size).toBe(1);
    expect(await stockOf(t, productGoodsId)).toBe(before - 1);
  });

  it('leaves the ledger clean', async () => {
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});
