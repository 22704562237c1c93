// orders/create's confirmBalances: the original client sends none, and the amounts it sends are the
// shopper's confirmation, so absent pays from the balance; the app's explicit `false` (its dialog not
// answered) still refuses, and an amount beyond the balance is refused either way.
import { describe, expect, it } from 'vitest';
import { orders } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { credit, demoMember, orderKey, skuOf } from '../../../test/orders-support.ts';

const shop = demoShopForFile();
const t = () => shop.t;

describe('orders/create without confirmBalances', () => {
  it('pays from the balance the amounts name, and refuses only an explicit false', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const productGoodsId = await skuOf(t(), 'Gentle Amino Acid Cleanser');
    await credit(t(), buyer.memberId, 'CASH', 200_000);
    const what = { productGoodsId, num: 1, addressId: buyer.addressId };
    const priced = await t().ok(orders.preview, { body: { productGoodsId, num: 1 }, token: buyer.token });
    const useCash = priced.amounts.orderTotal;

    const refused = await t().call(orders.create, {
      body: { ...what, useCash, confirmBalances: false, idempotencyKey: orderKey() },
      token: buyer.token,
    });
    expect(refused.envelope).toMatchObject({ success: false, error: 'CONFIRM_BALANCES' });

    const tooMuch = await t().call(orders.create, {
      body: { ...what, useCash: '999999.00', idempotencyKey: orderKey() },
      token: buyer.token,
    });
    expect(tooMuch.envelope.success).toBe(false);
    expect(tooMuch.envelope.error).not.toBe('CONFIRM_BALANCES');

    const placed = await t().ok(orders.create, {
      body: { ...what, useCash, idempotencyKey: orderKey() },
      token: buyer.token,
    });
    expect(placed.status).toBe(2);
    expect(placed.payable).toBe('0.00');
  });
});
