// Flash sales are a VIP benefit (spec section 1: the VIP 88 set unlocks seckill): a regular
// member's cart add, preview and order of a flash line are refused in their language, a VIP's go
// through, and the flash-sale list says the sale is for VIPs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appIndex, cart, coupon, orders, product } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { credit, demoMember, orderKey, type DemoBuyer } from '../../../test/orders-support.ts';

const HOUR = 3_600_000;
let t: TestApp;
let regular: DemoBuyer;
let vip: DemoBuyer;
let flash: { productGoodsId: number; flashSaleId: number };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const sales = await t.services.catalog.admin.list(t.services.db, 'flashSale', 'en_US');
  const earbuds = sales.find((sale) => sale.productName === 'Wireless Noise-cancelling Earbuds')!;
  const now = Date.parse(earbuds.startsAt) + 2 * HOUR;
  t.services.catalog.clock = () => new Date(now);
  const running = await t.ok(appIndex.flashSalePage, { query: { state: 'grab', pageNum: 1, pageSize: 20 } });
  const sale = running.list.find((item) => item.flashSaleId === earbuds.id)!;
  flash = { productGoodsId: sale.productGoodsId, flashSaleId: sale.flashSaleId };
  [regular, vip] = [await demoMember(t, 'demo_regular'), await demoMember(t, 'demo_vip')];
  await credit(t, vip.memberId, 'CASH', 100_000);
});
afterAll(() => t.close());

const refusal = { success: false, code: 403, error: 'FLASH_SALE_VIP_ONLY' };

describe('flash sales for VIP members only', () => {
  it('refuses a regular member’s flash line in the cart, the preview and the order, in their language', async () => {
    const add = await t.call(cart.add, { body: { ...flash, num: 1 }, token: regular.token, lang: 'en_US' });
    expect(add.status).toBe(403);
    expect(add.envelope).toMatchObject({ ...refusal, message: 'Flash sales are for VIP members only' });
    const th = await t.call(cart.add, { body: { ...flash, num: 1 }, token: regular.token, lang: 'th_TH' });
    expect(th.envelope.message).toBe('แฟลชเซลสำหรับสมาชิก VIP เท่านั้น');
    const preview = await t.call(orders.preview, { body: { ...flash, num: 1 }, token: regular.token, lang: 'zh_CN' });
    expect(preview.envelope).toMatchObject({ ...refusal, message: '秒杀仅限 VIP 会员' });
    const usable = await t.call(coupon.usable, { body: { ...flash, num: 1 }, token: regular.token });
    expect(usable.envelope).toMatchObject(refusal);
    const create = await t.call(orders.create, {
      body: { ...flash, num: 1, addressId: regular.addressId, idempotencyKey: orderKey() },
      token: regular.token,
      lang: 'zh_HK',
    });
    expect(create.envelope).toMatchObject({ ...refusal, message: '秒殺僅限 VIP 會員' });
    expect((await t.ok(cart.list, { token: regular.token })).list.some((line) => line.flashSaleId !== null)).toBe(
      false,
    );
  });

  it('still sells the same SKU to a regular member at the plain price', async () => {
    const plain = await t.ok(orders.preview, { body: { productGoodsId: flash.productGoodsId }, token: regular.token });
    expect(plain.lines[0]).toMatchObject({ flashSaleId: null, priceKind: 'retail' });
  });

  it('lets a VIP add, preview and order a flash line at the flash price', async () => {
    const line = await t.ok(cart.add, { body: { ...flash, num: 1 }, token: vip.token });
    expect((await t.ok(cart.list, { token: vip.token })).list.find((l) => l.id === line.id)).toMatchObject({
      priceKind: 'flash',
      flashSaleId: flash.flashSaleId,
    });
    await t.ok(cart.delete, { body: { ids: String(line.id) }, token: vip.token });
    const priced = await t.ok(orders.preview, { body: { ...flash, num: 1 }, token: vip.token });
    expect(priced.lines[0]).toMatchObject({ flashSaleId: flash.flashSaleId, priceKind: 'flash' });
    const placed = await t.ok(orders.create, {
      body: {
        ...flash,
        num: 1,
        addressId: vip.addressId,
        useCash: priced.amounts.orderTotal,
        confirmBalances: true,
        idempotencyKey: orderKey(),
      },
      token: vip.token,
    });
    expect(placed.status).toBe(2);
  });

  it('marks every flash sale as for VIPs, on the list and on the product page', async () => {
    const page = await t.ok(appIndex.flashSalePage, { query: { pageNum: 1, pageSize: 20 } });
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((sale) => sale.vipOnly === true)).toBe(true);
    const sale = page.list.find((item) => item.flashSaleId === flash.flashSaleId)!;
    const detail = await t.ok(product.detail, { query: { id: sale.productId, flashSaleId: sale.flashSaleId } });
    expect(detail.flashSale).toMatchObject({ vipOnly: true });
  });
});
