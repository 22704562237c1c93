// What the member reads of a request beside what the shop keeps to itself: operators' steps signed
// with the shop's name and carrying only the note meant for the member (a rejection's reason as
// given), the internal note and the operator's name in the back office only; and the return address
// (the `returnAddress` setting, in the member's language) with the parcel step; and the order's
// page showing what of each line was refunded.
import { describe, expect, it } from 'vitest';
import { adminAfterSale, adminOrders, adminSettings, afterSale, orders, type AfterSaleView } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { buyWithCash, demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';

const shop = demoShopForFile();
const t = () => shop.t;
let trackingSeq = 0;
const tracking = () => `TL${Date.now()}${trackingSeq++}`;

async function receivedLine(buyer: DemoBuyer, num = 1) {
  const placed = await buyWithCash(t(), buyer, await skuOf(t(), 'Gentle Amino Acid Cleanser'), num);
  await t().ok(adminOrders.ship, {
    body: { orderId: placed.orderId, carrier: 'Kerry Express', trackingNo: tracking() },
    token: shop.adminToken,
  });
  await t().ok(orders.confirmReceipt, { body: { orderId: placed.orderId }, token: buyer.token });
  const detail = await t().ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
  return detail.lines[0]!.id;
}

async function applied(buyer: DemoBuyer, type: 'return' | 'refund', line?: number, quantity = 1) {
  const orderLineId = line ?? (await receivedLine(buyer));
  return t().ok(afterSale.apply, {
    body: { idempotencyKey: orderKey(), orderLineId, type, reason: 1, quantity, refundTarget: 'balance' },
    token: buyer.token,
  });
}

async function decide(id: number, body: Record<string, string>) {
  const answer = await t().call(adminAfterSale.decide, { body: { id, ...body } as never, token: shop.adminToken });
  if (!answer.envelope.success) throw new Error(answer.envelope.message);
  return answer.envelope.result as AfterSaleView & { steps: { memberNote?: string }[] };
}

describe('the member’s timeline', () => {
  it('signs operators’ steps with the shop’s name and shows only the note meant for the member', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const request = await applied(buyer, 'return');
    const admin = await decide(request.id, {
      action: 'approve',
      note: 'checked the photos, box looks resold',
      memberNote: 'Please pack the item in its box',
    });
    const opStep = admin.steps.at(-1)!;
    expect(opStep).toMatchObject({
      actor: 'operator',
      operatorName: 'admin',
      note: 'checked the photos, box looks resold',
      memberNote: 'Please pack the item in its box',
    });
    const seen = await t().ok(afterSale.detail, { query: { id: request.id }, token: buyer.token });
    const step = seen.steps.at(-1)!;
    expect(step).toMatchObject({
      actor: 'operator',
      operatorName: 'Pacer Mall',
      note: 'Please pack the item in its box',
    });
    expect(JSON.stringify(seen)).not.toContain('resold');
    expect(JSON.stringify(seen.steps)).not.toContain('"admin"');
  });

  it('shows an operator step without a member note as no note, and a rejection’s reason as given', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const approved = await applied(buyer, 'return');
    await decide(approved.id, { action: 'approve', note: 'internal only' });
    const rejected = await applied(buyer, 'refund');
    await decide(rejected.id, { action: 'reject', note: 'The seal is broken' });
    const page = await t().ok(afterSale.queryPage, { body: { pageNum: 1, pageSize: 10 }, token: buyer.token });
    const byId = new Map(page.list.map((view) => [view.id, view]));
    expect(byId.get(approved.id)!.steps.at(-1)).toMatchObject({ operatorName: 'Pacer Mall', note: '' });
    expect(byId.get(rejected.id)!.steps.at(-1)).toMatchObject({
      operatorName: 'Pacer Mall',
      note: 'The seal is broken',
    });
    expect(JSON.stringify(page.list)).not.toContain('internal only');
  });
});

describe('the return address', () => {
  it('is given with the parcel step of a return, in the member’s language, and not with a refund', async () => {
    await t().ok(adminSettings.update, {
      token: shop.adminToken,
      json: true,
      body: {
        key: 'returnAddress',
        value: {
          name: 'Pacer Returns',
          phone: '+66 2 123 4567',
          address: { zh_CN: '曼谷是隆路 1 号', en_US: '1 Si Lom Road, Bangkok', th_TH: '1 ถนนสีลม กรุงเทพฯ' },
        },
      },
    });
    const buyer = await demoMember(t(), 'demo_vip');
    const request = await applied(buyer, 'return');
    const refund = await applied(buyer, 'refund');
    await decide(request.id, { action: 'approve' });
    const seen = await t().ok(afterSale.detail, { query: { id: request.id }, token: buyer.token, lang: 'th_TH' });
    expect(seen.returnAddress).toEqual({ name: 'Pacer Returns', phone: '+66 2 123 4567', address: '1 ถนนสีลม กรุงเทพฯ' });
    const english = await t().ok(afterSale.detail, { query: { id: request.id }, token: buyer.token, lang: 'en_US' });
    expect(english.returnAddress?.address).toBe('1 Si Lom Road, Bangkok');
    const noParcel = await t().ok(afterSale.detail, { query: { id: refund.id }, token: buyer.token });
    expect(noParcel.returnAddress).toBeUndefined();
    const admin = await t().ok(adminAfterSale.detail, { query: { id: request.id }, token: shop.adminToken });
    expect(admin.returnAddress?.name).toBe('Pacer Returns');
  });
});

describe('the order’s page', () => {
  it('shows each line’s refunded units and amount, and the order’s refunded total', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const lineId = await receivedLine(buyer, 3);
    const first = await applied(buyer, 'refund', lineId, 1);
    const second = await applied(buyer, 'refund', lineId, 2);
    await decide(first.id, { action: 'approve' });
    await decide(first.id, { action: 'refund' });
    const before = await t().ok(orders.detail, { query: { orderId: first.orderId }, token: buyer.token });
    expect(before.lines[0]).toMatchObject({ refundedNum: 1, refundedAmount: first.refundAmount });
    expect(before.refundedTotal).toBe(first.refundAmount);
    await decide(second.id, { action: 'approve' });
    await decide(second.id, { action: 'refund' });
    const after = await t().ok(orders.detail, { query: { orderId: first.orderId }, token: buyer.token });
    const total = (Number(first.refundAmount) + Number(second.refundAmount)).toFixed(2);
    expect(after.lines[0]).toMatchObject({ num: 3, refundedNum: 3, refundedAmount: total });
    expect(after.refundedTotal).toBe(total);
  });

  it('shows nothing refunded on an order without refunds', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const lineId = await receivedLine(buyer);
    const request = await applied(buyer, 'refund', lineId, 1);
    await decide(request.id, { action: 'reject', note: 'No' });
    const detail = await t().ok(orders.detail, { query: { orderId: request.orderId }, token: buyer.token });
    expect(detail.lines[0]).toMatchObject({ refundedNum: 0, refundedAmount: '0.00' });
    expect(detail.refundedTotal).toBe('0.00');
  });
});
