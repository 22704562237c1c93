// Coupons of the newer kinds and scopes over the wire: free shipping takes the order's shipping fee
// off (picker, preview and a placed order whose amounts check holds), and is refused on an order
// that ships free; a brand scope counts only that brand's lines, threshold included.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCoupon, cart, coupon, orders } from '@mall/contracts';
import { createTestApp, demoAdminToken, type TestApp } from '../../../test/harness.ts';
import { demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';

let t: TestApp;
let admin: string;
let buyer: DemoBuyer;

async function template(body: Record<string, unknown>): Promise<number> {
  const base = { name: { zh_CN: '测试券', en_US: 'Test coupon' }, validDays: 30 };
  return (await t.ok(adminCoupon.template.save, { body: { ...base, ...body }, token: admin, json: true })).id;
}

async function issue(templateId: number, key: string): Promise<number> {
  const issued = await t.ok(adminCoupon.issue, { body: { memberId: buyer.memberId, templateId, key }, token: admin });
  return issued.couponId!;
}

async function brandOf(productGoodsId: number): Promise<number> {
  const result = await t.db.execute<{ brand_id: number }>(
    sql`select p.brand_id from catalog_skus k join catalog_products p on p.id = k.product_id where k.id = ${productGoodsId}`,
  );
  return result.rows[0]!.brand_id;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await demoAdminToken(t);
  buyer = await demoMember(t, 'demo_regular');
});
afterAll(() => t.close());

describe('free-shipping coupons', () => {
  it('take the shipping fee off in the picker, the preview and the placed order', async () => {
    const box = await skuOf(t, 'Glass Food Container Set');
    const couponId = await issue(await template({ kind: 'freeShipping' }), 'free-shipping-1');
    const usable = await t.ok(coupon.usable, { body: { productGoodsId: box, num: 1 }, token: buyer.token });
    expect(usable.list.find((entry) => entry.id === couponId)).toMatchObject({
      kind: 'freeShipping',
      applicable: true,
      discount: '10.00',
    });

    const body = { productGoodsId: box, num: 1, couponId };
    const preview = await t.ok(orders.preview, { body, token: buyer.token });
    expect(preview.amounts).toMatchObject({
      goodsTotal: '99.00',
      shippingFee: '10.00',
      coupon: '10.00',
      orderTotal: '99.00',
      qr: '99.00',
    });

    const placed = await t.ok(orders.create, {
      body: { ...body, addressId: buyer.addressId, idempotencyKey: orderKey() },
      token: buyer.token,
    });
    const detail = await t.ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
    expect(detail.amounts).toMatchObject({ shippingFee: '10.00', coupon: '10.00', orderTotal: '99.00' });
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('is refused on an order that already ships free', async () => {
    const box = await skuOf(t, 'Glass Food Container Set');
    const couponId = await issue(await template({ kind: 'freeShipping' }), 'free-shipping-2');
    const usable = await t.ok(coupon.usable, { body: { productGoodsId: box, num: 6 }, token: buyer.token });
    expect(usable.list.find((entry) => entry.id === couponId)).toMatchObject({
      applicable: false,
      refusal: 'noShippingFee',
    });
    const refused = await t.call(orders.preview, {
      body: { productGoodsId: box, num: 6, couponId },
      token: buyer.token,
      lang: 'en_US',
    });
    expect(refused.envelope.message).toBe('This order already ships free');
  });
});

describe('brand-scoped coupons', () => {
  it('count only the lines of that brand, threshold included', async () => {
    const serum = await skuOf(t, 'Lotus Hydrating Serum');
    const box = await skuOf(t, 'Glass Food Container Set');
    const lotus = await brandOf(serum);
    expect(await brandOf(box)).not.toBe(lotus);
    const twentyOff = await issue(await template({ kind: 'amountOff', amount: '20', brandId: lotus }), 'brand-20');
    const above200 = await issue(
      await template({ kind: 'amountOff', amount: '30', threshold: '200', brandId: lotus }),
      'brand-30',
    );

    const boxOnly = await t.ok(coupon.usable, { body: { productGoodsId: box, num: 1 }, token: buyer.token });
    expect(boxOnly.list.find((entry) => entry.id === twentyOff)).toMatchObject({
      brandId: lotus,
      applicable: false,
      refusal: 'outOfScope',
    });

    // Serum (168.00) and two boxes (198.00): 366.00 in all, but only 168.00 of the brand.
    await t.ok(cart.add, { body: { productGoodsId: serum, num: 1 }, token: buyer.token });
    await t.ok(cart.add, { body: { productGoodsId: box, num: 2 }, token: buyer.token });
    const mixed = await t.ok(coupon.usable, { body: {}, token: buyer.token });
    expect(mixed.list.find((entry) => entry.id === twentyOff)).toMatchObject({ applicable: true, discount: '20.00' });
    expect(mixed.list.find((entry) => entry.id === above200)).toMatchObject({
      applicable: false,
      refusal: 'thresholdNotMet',
    });
    const preview = await t.ok(orders.preview, { body: { couponId: twentyOff }, token: buyer.token });
    expect(preview.amounts).toMatchObject({ goodsTotal: '366.00', coupon: '20.00' });
  });
});

describe('a points-zone item bought with points', () => {
  it('has no coupon offered as applicable, as the order it would be priced on refuses one', async () => {
    const bag = await skuOf(t, 'Eco Shopping Bag');
    const couponId = await issue(await template({ kind: 'percentOff', percent: 5, cap: '20.00' }), 'points-bag-1');
    const usable = await t.ok(coupon.usable, { body: { productGoodsId: bag, num: 1 }, token: buyer.token });
    expect(usable.list.find((entry) => entry.id === couponId)).toMatchObject({ applicable: false });
    expect(usable.list.filter((entry) => entry.applicable)).toEqual([]);
    const refused = await t.call(orders.preview, {
      body: { productGoodsId: bag, num: 1, usePoints: 1, couponId },
      token: buyer.token,
    });
    expect(refused.envelope.error).toBe('COUPON_UNUSABLE');
  });
});
