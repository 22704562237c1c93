// Subsidy campaigns at checkout, over the wire on the demo shop: the subsidy pays part of a line
// (preview and order agree, the amounts check holds), a budget that cannot cover a line leaves it
// at its normal price, cancel and close give the subsidy back, a stopped campaign subsidises
// nothing, an after-sale refund does not pay the subsidy to the member, and the ledger stays clean.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCampaign,
  adminGiftCard,
  adminOrders,
  afterSale,
  adminAfterSale,
  giftCard,
  orders,
} from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { credit, demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { oneOperatorRefundsAll, requestBody, tracking } from '../../../test/aftersale-support.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;
const CLEANSER = 'Gentle Amino Acid Cleanser';
const cents = (text: string) => Math.round(Number(text) * 100);

beforeAll(async () => {
  await oneOperatorRefundsAll(t());
});

function startCampaign(budget: string, productGoodsId: number, amount: string) {
  return t().ok(adminCampaign.subsidyCreate, {
    body: { name: `subsidy ${budget}`, budget, skus: [{ productGoodsId, amount }] },
    token: shop.adminToken,
    json: true,
  });
}

async function campaignOf(id: number) {
  const listed = await t().ok(adminCampaign.subsidyList, { body: { pageSize: 100 }, token: shop.adminToken });
  return listed.list.find((campaign) => campaign.id === id)!;
}

/** Stops every running campaign, so each test sees only its own. */
async function stopAll() {
  await t().db.execute(sql`update campaign_subsidies set stopped_at = now() where stopped_at is null`);
}

function buyByQr(buyer: DemoBuyer, productGoodsId: number, num: number) {
  return t().ok(orders.create, {
    body: { productGoodsId, num, addressId: buyer.addressId, idempotencyKey: orderKey() },
    token: buyer.token,
  });
}

async function orderRow(orderId: number) {
  const found = await t().db.execute<{ other: string; qr: string; goods: string; shipping: string }>(sql`
    select other_sources_minor as other, qr_minor as qr, goods_minor as goods, shipping_minor as shipping
      from orders where id = ${orderId}`);
  const row = found.rows[0]!;
  return { other: Number(row.other), qr: Number(row.qr), goods: Number(row.goods), shipping: Number(row.shipping) };
}

describe('a subsidy campaign at checkout', () => {
  it('pays part of the line from its budget, and gives it back when the unpaid order is cancelled', async () => {
    await stopAll();
    const buyer = await demoMember(t(), 'demo_regular');
    const cleanser = await skuOf(t(), CLEANSER, 20);
    const body = { productGoodsId: cleanser, num: 2 };
    const plain = await t().ok(orders.preview, { body, token: buyer.token });
    expect(plain.lines[0]!.subsidy).toBeUndefined();
    const campaign = await startCampaign('100.00', cleanser, '10.00');
    expect(campaign).toMatchObject({ budget: '100.00', spent: '0.00', left: '100.00', stoppedAt: null });

    const preview = await t().ok(orders.preview, { body, token: buyer.token });
    expect(preview.lines[0]!.subsidy).toBe('20.00');
    expect(cents(preview.amounts.qr)).toBe(cents(plain.amounts.qr) - 2_000);
    expect(preview.amounts.orderTotal).toBe(plain.amounts.orderTotal);

    const placed = await buyByQr(buyer, cleanser, 2);
    expect(placed.status).toBe(1);
    expect(placed.payable).toBe(preview.amounts.qr);
    const row = await orderRow(placed.orderId);
    // goods + shipping = the subsidy (other sources) + QR: the amounts check holds.
    expect(row.other).toBe(2_000);
    expect(row.goods + row.shipping).toBe(row.other + row.qr);
    expect(await campaignOf(campaign.id)).toMatchObject({ spent: '20.00', left: '80.00' });
    const uses = await t().ok(adminCampaign.subsidyUses, { body: { id: campaign.id }, token: shop.adminToken });
    expect(uses.list).toEqual([
      expect.objectContaining({ orderId: placed.orderId, memberId: buyer.memberId, amount: '20.00', returnedAt: null }),
    ]);

    await t().ok(orders.cancel, { body: { orderId: placed.orderId }, token: buyer.token });
    expect(await campaignOf(campaign.id)).toMatchObject({ spent: '0.00', left: '100.00' });
    const after = await t().ok(adminCampaign.subsidyUses, { body: { id: campaign.id }, token: shop.adminToken });
    expect(after.list[0]!.returnedAt).not.toBeNull();
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });

  it('gives the subsidy back to the budget when a paid order is cancelled', async () => {
    await stopAll();
    const buyer = await demoMember(t(), 'demo_vip');
    const cleanser = await skuOf(t(), CLEANSER, 20);
    const campaign = await startCampaign('50.00', cleanser, '5.00');
    await credit(t(), buyer.memberId, 'CASH', 500_000);
    const priced = await t().ok(orders.preview, {
      body: { productGoodsId: cleanser, num: 1, useCash: '5000' },
      token: buyer.token,
    });
    expect(priced.lines[0]!.subsidy).toBe('5.00');
    const placed = await t().ok(orders.create, {
      body: {
        productGoodsId: cleanser,
        num: 1,
        addressId: buyer.addressId,
        useCash: priced.balances.cash.max,
        confirmBalances: true,
        idempotencyKey: orderKey(),
      },
      token: buyer.token,
    });
    expect(placed.status).toBe(2);
    expect(await campaignOf(campaign.id)).toMatchObject({ spent: '5.00' });
    const cancelled = await t().ok(orders.cancel, { body: { orderId: placed.orderId }, token: buyer.token });
    // The member's balances come back; the subsidy goes to the budget, not to them.
    expect(cancelled.refunds.map((refund) => refund.source)).not.toContain('SUBSIDY');
    expect(await campaignOf(campaign.id)).toMatchObject({ spent: '0.00', left: '50.00' });
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });

  it('sells a line its budget cannot cover at the normal price, and a stopped campaign subsidises nothing', async () => {
    await stopAll();
    const buyer = await demoMember(t(), 'demo_regular');
    const cleanser = await skuOf(t(), CLEANSER, 20);
    const plain = await t().ok(orders.preview, { body: { productGoodsId: cleanser, num: 1 }, token: buyer.token });
    const campaign = await startCampaign('25.00', cleanser, '10.00');
    await buyByQr(buyer, cleanser, 2);
    expect(await campaignOf(campaign.id)).toMatchObject({ spent: '20.00', left: '5.00' });

    const preview = await t().ok(orders.preview, { body: { productGoodsId: cleanser, num: 1 }, token: buyer.token });
    expect(preview.lines[0]!.subsidy).toBeUndefined();
    expect(preview.amounts.qr).toBe(plain.amounts.qr);
    const placed = await buyByQr(buyer, cleanser, 1);
    expect(placed.payable).toBe(plain.amounts.qr);
    expect((await orderRow(placed.orderId)).other).toBe(0);
    expect(await campaignOf(campaign.id)).toMatchObject({ spent: '20.00', left: '5.00' });

    const second = await startCampaign('100.00', cleanser, '3.00');
    await t().ok(adminCampaign.subsidyStop, { body: { id: second.id }, token: shop.adminToken });
    const stopped = await t().ok(orders.preview, { body: { productGoodsId: cleanser, num: 1 }, token: buyer.token });
    expect(stopped.lines[0]!.subsidy).toBeUndefined();
    expect((await campaignOf(second.id)).stoppedAt).not.toBeNull();
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });

  it('refunds after sale what the member paid, not the subsidy', async () => {
    await stopAll();
    const buyer = await demoMember(t(), 'demo_vip');
    const cleanser = await skuOf(t(), CLEANSER, 20);
    const campaign = await startCampaign('50.00', cleanser, '4.00');
    await credit(t(), buyer.memberId, 'CASH', 500_000);
    const priced = await t().ok(orders.preview, {
      body: { productGoodsId: cleanser, num: 2, useCash: '5000' },
      token: buyer.token,
    });
    const placed = await t().ok(orders.create, {
      body: {
        productGoodsId: cleanser,
        num: 2,
        addressId: buyer.addressId,
        useCash: priced.balances.cash.max,
        confirmBalances: true,
        idempotencyKey: orderKey(),
      },
      token: buyer.token,
    });
    await t().ok(adminOrders.ship, {
      body: { orderId: placed.orderId, carrier: 'Kerry Express', trackingNo: tracking() },
      token: shop.adminToken,
    });
    await t().ok(orders.confirmReceipt, { body: { orderId: placed.orderId }, token: buyer.token });
    const detail = await t().ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
    const asked = await t().ok(afterSale.apply, {
      body: requestBody({
        orderLineId: detail.lines[0]!.id,
        type: 'refund',
        reason: 1,
        quantity: 1,
        refundTarget: 'balance',
      }),
      token: buyer.token,
    });
    // One of two units: half of what the member paid for the line, the subsidy's 8.00 left out.
    const lineTotal = cents(detail.lines[0]!.lineTotal);
    expect(asked.refundAmount).toBe(((lineTotal - 800) / 2 / 100).toFixed(2));
    const decide = (action: 'approve' | 'refund') =>
      t().ok(adminAfterSale.decide, { body: { id: asked.id, action, note: '' }, token: shop.adminToken });
    await decide('approve');
    await decide('refund');
    // The subsidy of a shipped order stays spent.
    expect(await campaignOf(campaign.id)).toMatchObject({ spent: '8.00' });
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });

  it('lets a pickup gift card of a subsidised SKU make its order, its credit paying what the subsidy leaves', async () => {
    await stopAll();
    const buyer = await demoMember(t(), 'demo_regular');
    const cleanser = await skuOf(t(), CLEANSER, 20);
    const campaign = await startCampaign('50.00', cleanser, '6.00');
    const made = await t().ok(adminGiftCard.generate, {
      token: shop.adminToken,
      body: {
        name: 'Pickup',
        kind: 'pickup',
        productGoodsId: cleanser,
        count: 1,
        key: `subsidy-pickup-${process.pid}`,
      },
    });
    const code = made.csv!.trim().split('\n')[1]!.split(',')[0]!;
    const card = await t().ok(giftCard.redeem, { body: { code, addressId: buyer.addressId }, token: buyer.token });
    const order = await t().ok(orders.detail, { query: { orderId: card.orderId! }, token: buyer.token });
    expect(order).toMatchObject({ status: 2, amounts: { qr: '0.00' } });
    expect(cents(card.value)).toBe(cents(order.amounts.orderTotal) - 600);
    expect(await campaignOf(campaign.id)).toMatchObject({ spent: '6.00' });
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
