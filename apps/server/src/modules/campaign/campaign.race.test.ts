// Campaigns under concurrency. A subsidy budget: 64 orders placed at the same instant on a budget
// that pays 10 of them. The budget is never overspent: exactly 10 orders carry the subsidy, what the
// campaign counts as spent is what those orders took, the others are placed at the normal price
// or told the subsidy changed (their preview showed it, the budget ran out before they were
// written), and the ledger stays clean. A 0-yuan item with a stock of 5, taken by 64 VIPs at once:
// exactly 5 take it, each with its order, and the others are told it is sold out.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCampaign, adminZeroCampaign, campaign, orders } from '@mall/contracts';
import { freshBuyers } from '../../../test/campaign-support.ts';
import { demoShopForFile } from '../../../test/harness.ts';
import { demoMember, orderKey, skuOf } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;

describe('a subsidy budget raced by 64 orders', () => {
  it('pays exactly as many as it covers and never spends past it', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const cleanser = await skuOf(t(), 'Gentle Amino Acid Cleanser', 100);
    const campaign = await t().ok(adminCampaign.subsidyCreate, {
      body: { name: 'race', budget: '100.00', skus: [{ productGoodsId: cleanser, amount: '10.00' }] },
      token: shop.adminToken,
      json: true,
    });
    const results = await Promise.all(
      Array.from({ length: 64 }, () =>
        t().call(orders.create, {
          body: { productGoodsId: cleanser, num: 1, addressId: buyer.addressId, idempotencyKey: orderKey() },
          token: buyer.token,
        }),
      ),
    );
    const failed = results.filter((result) => !result.envelope.success).map((result) => result.envelope.error);
    expect(new Set(failed)).toEqual(new Set(failed.length ? ['SUBSIDY_CHANGED'] : []));

    const listed = await t().ok(adminCampaign.subsidyList, { body: {}, token: shop.adminToken });
    expect(listed.list.find((row) => row.id === campaign.id)).toMatchObject({ spent: '100.00', left: '0.00' });
    const subsidised = await t().db.execute<{ n: number; total: number }>(sql`
      select count(*)::int as n, coalesce(sum(other_sources_minor), 0)::int as total
        from orders where member_id = ${buyer.memberId} and other_sources_minor > 0`);
    expect(subsidised.rows[0]).toEqual({ n: 10, total: 10_000 });
    const uses = await t().db.execute<{ n: number }>(
      sql`select count(*)::int as n from campaign_subsidy_uses where campaign_id = ${campaign.id}`,
    );
    expect(uses.rows[0]!.n).toBe(10);
    expect(results.filter((result) => result.envelope.success)).toHaveLength(64 - failed.length);
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});

describe('a 0-yuan item raced by 64 VIPs', () => {
  it('is taken exactly as many times as its stock, each taker once', async () => {
    const vips = await freshBuyers(t(), 'zrace', 64, 2);
    const cleanser = await skuOf(t(), 'Gentle Amino Acid Cleanser', 100);
    const zero = await t().ok(adminZeroCampaign.zeroCreate, {
      body: { name: 'race', productGoodsId: cleanser, stock: 5 },
      token: shop.adminToken,
      json: true,
    });
    const results = await Promise.all(
      vips.map((vip) =>
        t().call(campaign.zeroTake, { body: { id: zero.id, addressId: vip.addressId }, token: vip.token }),
      ),
    );
    const outcome: Record<string, number> = {};
    for (const { envelope } of results) {
      const key = envelope.success ? 'ok' : (envelope.error ?? 'unknown');
      outcome[key] = (outcome[key] ?? 0) + 1;
    }
    expect(outcome).toEqual({ ok: 5, ZERO_SOLD_OUT: 59 });
    const row = await t().db.execute<{ taken: number; takes: number; orders: number }>(sql`
      select c.taken, (select count(*)::int from campaign_zero_takes where campaign_id = c.id) as takes,
             (select count(*)::int from campaign_zero_takes where campaign_id = c.id and order_id is not null) as orders
        from campaign_zero c where c.id = ${zero.id}`);
    expect(row.rows[0]).toEqual({ taken: 5, takes: 5, orders: 5 });
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
