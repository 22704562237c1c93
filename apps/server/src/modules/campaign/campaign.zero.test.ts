// 0-yuan purchase over the wire on the demo shop: a VIP takes the item once and its order is paid
// by the campaign (nothing from the member's balances or QR), a second take and a level-1 member
// are refused in the shopper's language, the campaign's stock stops takes, the list says what is
// left and what the member took, and the ledger stays clean.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminZeroCampaign, campaign, orders } from '@mall/contracts';
import { freshBuyers } from '../../../test/campaign-support.ts';
import { demoShopForFile } from '../../../test/harness.ts';
import { skuOf } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;

function startZero(productGoodsId: number, stock: number) {
  return t().ok(adminZeroCampaign.zeroCreate, {
    body: { name: `zero ${stock}`, productGoodsId, stock },
    token: shop.adminToken,
    json: true,
  });
}

describe('a 0-yuan campaign', () => {
  it('gives a VIP the item once, paid by the campaign, and refuses a second take', async () => {
    const [vip] = await freshBuyers(t(), 'zvip', 1, 2);
    const cleanser = await skuOf(t(), 'Gentle Amino Acid Cleanser', 20);
    const zero = await startZero(cleanser, 3);
    const before = await t().ok(campaign.zeroList, { token: vip!.token });
    expect(before.list.find((item) => item.id === zero.id)).toMatchObject({ left: 3, taken: false, myOrderId: null });

    const taken = await t().ok(campaign.zeroTake, {
      body: { id: zero.id, addressId: vip!.addressId },
      token: vip!.token,
    });
    const detail = await t().ok(orders.detail, { query: { orderId: taken.orderId }, token: vip!.token });
    expect(detail.status).toBe(2);
    expect(detail.amounts.qr).toBe('0.00');
    expect(detail.amounts.cash).toBe('0.00');
    const balances = await t().services.ledger.balances(t().db, vip!.memberId);
    expect(Number(balances.DELIVERY_CARD)).toBe(0);

    const again = await t().call(campaign.zeroTake, {
      body: { id: zero.id, addressId: vip!.addressId },
      token: vip!.token,
      lang: 'en_US',
    });
    expect(again.envelope).toMatchObject({ success: false, error: 'ZERO_TAKEN' });
    expect(again.envelope.message).toBe('You have already taken this 0-yuan item');
    const after = await t().ok(campaign.zeroList, { token: vip!.token });
    expect(after.list.find((item) => item.id === zero.id)).toMatchObject({
      left: 2,
      taken: true,
      myOrderId: taken.orderId,
    });
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });

  it('gives the campaign its money back when the order is cancelled, not the member', async () => {
    const [vip] = await freshBuyers(t(), 'zcancel', 1, 2);
    const cleanser = await skuOf(t(), 'Gentle Amino Acid Cleanser', 20);
    const zero = await startZero(cleanser, 3);
    const taken = await t().ok(campaign.zeroTake, {
      body: { id: zero.id, addressId: vip!.addressId },
      token: vip!.token,
    });
    await t().ok(orders.cancel, { body: { orderId: taken.orderId }, token: vip!.token });
    const balances = await t().services.ledger.balances(t().db, vip!.memberId);
    expect(Number(balances.DELIVERY_CARD)).toBe(0);
    // The take stays used: one per member per campaign.
    const again = await t().call(campaign.zeroTake, {
      body: { id: zero.id, addressId: vip!.addressId },
      token: vip!.token,
    });
    expect(again.envelope).toMatchObject({ success: false, error: 'ZERO_TAKEN' });
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });

  it('refuses a member below level 2, and anyone once the stock is taken', async () => {
    const [regular] = await freshBuyers(t(), 'zreg', 1, 1);
    const vips = await freshBuyers(t(), 'zsold', 2, 2);
    const cleanser = await skuOf(t(), 'Gentle Amino Acid Cleanser', 20);
    const zero = await startZero(cleanser, 1);
    const refused = await t().call(campaign.zeroTake, {
      body: { id: zero.id, addressId: regular!.addressId },
      token: regular!.token,
      lang: 'th_TH',
    });
    expect(refused.envelope).toMatchObject({ success: false, error: 'ZERO_VIP_ONLY' });
    expect(refused.envelope.message).toBe('ซื้อ 0 หยวนสำหรับสมาชิก VIP เท่านั้น');

    await t().ok(campaign.zeroTake, { body: { id: zero.id, addressId: vips[0]!.addressId }, token: vips[0]!.token });
    const sold = await t().call(campaign.zeroTake, {
      body: { id: zero.id, addressId: vips[1]!.addressId },
      token: vips[1]!.token,
      lang: 'zh_CN',
    });
    expect(sold.envelope).toMatchObject({ success: false, error: 'ZERO_SOLD_OUT', message: '该0元购商品已抢光' });
    const takes = await t().ok(adminZeroCampaign.zeroTakes, { body: { id: zero.id }, token: shop.adminToken });
    expect(takes.list.map((take) => take.memberId)).toEqual([vips[0]!.memberId]);
    const row = await t().db.execute<{ taken: number }>(sql`select taken from campaign_zero where id = ${zero.id}`);
    expect(row.rows[0]!.taken).toBe(1);
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
