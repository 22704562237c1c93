// Checkout over the wire on the demo shop: the server's prices and deductions, orders paid by
// balances at once or waiting for the QR, closing by the clock, the spec's validation texts in
// the caller's language, idempotent submission, and a clean ledger afterwards.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart, coupon, orders } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { credit, demoMember, orderKey, skuOf, stockOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';
import { orderValues, type OrderHeader } from './orders.place.ts';
import { quote } from './orders.quote.ts';
import { writeAtOnce } from './orders.write.ts';
import { statementsDuring } from '../../../test/statements.ts';

let t: TestApp;
let regular: DemoBuyer;
let vip: DemoBuyer;

/** An order's header for `buyer`, as checkout would build it. */
function header(buyer: DemoBuyer): Omit<OrderHeader, 'idempotencyKey' | 'requestHash'> {
  return {
    memberId: buyer.memberId,
    onBehalfMemberId: null,
    sharerId: null,
    buyerLevel: 1,
    currency: 'CNY',
    address: { name: 'A', mobile: '13800000000', region: 'R', detail: 'D', zip: '100000' },
    invoice: {
      invoiceType: 'none',
      invoiceName: '',
      invoiceTaxId: '',
      invoiceBranch: 'head',
      invoiceBranchNo: '',
      invoiceEmail: '',
    },
    remark: '',
    expiresAt: new Date(Date.now() + 60_000),
  };
}

async function balances(memberId: number) {
  return t.services.ledger.balances(t.db, memberId);
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  regular = await demoMember(t, 'demo_regular');
  vip = await demoMember(t, 'demo_vip');
});
afterAll(() => t.close());

describe('orders/preview', () => {
  it('prices for the viewer, adds shipping below the threshold and caps each balance to what it may cover', async () => {
    const box = await skuOf(t, 'Glass Food Container Set');
    await credit(t, regular.memberId, 'BEANS', 1_000);
    const body = { productGoodsId: box, num: 2, useBeans: '999.00', useCash: '0', useDiscountCard: '', useVoucher: '' };
    const preview = await t.ok(orders.preview, { body, token: regular.token });
    expect(preview.lines[0]).toMatchObject({ num: 2, price: '99.00', priceKind: 'retail', lineTotal: '198.00' });
    const beansHeld = Number((await balances(regular.memberId)).BEANS);
    expect(preview.amounts).toMatchObject({ goodsTotal: '198.00', shippingFee: '10.00', freeShippingExcess: '302.00' });
    // Beans are capped by the balance, not by what was asked.
    expect(preview.amounts.beans).toBe((Math.min(beansHeld, 20_800) / 100).toFixed(2));
    const vipPreview = await t.ok(orders.preview, { body: { ...body, useBeans: '' }, token: vip.token });
    expect(vipPreview.lines[0]).toMatchObject({ price: '85.00', priceKind: 'member' });
    expect(vipPreview.amounts.qr).toBe('180.00');
  });

  it('buys the cart’s selected lines when no SKU is named, and refuses an empty selection', async () => {
    const box = await skuOf(t, 'Glass Food Container Set');
    const empty = await t.call(orders.preview, { body: {}, token: vip.token, lang: 'th_TH' });
    expect(empty.envelope.message).toBe('โปรดเลือกสินค้าอย่างน้อยหนึ่งรายการ');
    await t.ok(cart.add, { body: { productGoodsId: box, num: 6 }, token: vip.token });
    const preview = await t.ok(orders.preview, { body: {}, token: vip.token });
    expect(preview.amounts).toMatchObject({ goodsTotal: '510.00', shippingFee: '0.00', freeShippingExcess: '0.00' });
  });
});

describe('orders/create', () => {
  it('pays at once from balances: stock taken, balances spent, cart lines gone', async () => {
    const box = await skuOf(t, 'Glass Food Container Set', 10);
    await credit(t, vip.memberId, 'CASH_GIFT', 10_000);
    await credit(t, vip.memberId, 'CASH', 100_000);
    const before = await balances(vip.memberId);
    const placed = await t.ok(orders.create, {
      body: { addressId: vip.addressId, useCash: '510.00', confirmBalances: true, idempotencyKey: orderKey() },
      token: vip.token,
    });
    expect(placed).toMatchObject({ status: 2, payable: '0.00', expiresAt: null });
    const after = await balances(vip.memberId);
    // 510.00 in all, the gift part first.
    const giftSpent = Math.min(before.CASH_GIFT, 51_000);
    expect(before.CASH_GIFT - after.CASH_GIFT).toBe(giftSpent);
    expect(before.CASH - after.CASH).toBe(51_000 - giftSpent);
    expect(await stockOf(t, box)).toBe(4);
    expect((await t.ok(cart.list, { token: vip.token })).list).toHaveLength(0);
    const detail = await t.ok(orders.detail, { query: { orderId: placed.orderId }, token: vip.token });
    expect(detail).toMatchObject({ status: 2, currency: 'CNY', buyerLevel: 2 });
    expect(detail.amounts).toMatchObject({
      goodsTotal: '510.00',
      cashGift: (giftSpent / 100).toFixed(2),
      cash: ((51_000 - giftSpent) / 100).toFixed(2),
      qr: '0.00',
    });
    expect(detail.address.name).not.toBe('');
    expect(detail.paidAt).not.toBeNull();
  });

  it('pays a balance-paid order in two statements: one read, then one write that pays it and takes the stock', async () => {
    const box = await skuOf(t, 'Glass Food Container Set', 10);
    await credit(t, regular.memberId, 'CASH', 100_000);
    const priced = await t.ok(orders.preview, { body: { productGoodsId: box, num: 1 }, token: regular.token });
    const statements = await statementsDuring(t.pool, () =>
      t.ok(orders.create, {
        body: {
          productGoodsId: box,
          num: 1,
          addressId: regular.addressId,
          useCash: priced.amounts.orderTotal,
          confirmBalances: true,
          idempotencyKey: orderKey(),
        },
        token: regular.token,
      }),
    );
    const texts = statements.map((text) => text.replace(/\s+/g, ' ').trim());
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^select /);
    // One statement is one transaction: no BEGIN or COMMIT round trips, and the SKU row is locked
    // only while it runs.
    expect(texts[1]).toMatch(/^with new_order as \(insert into "orders"/);
    expect(texts[1]).toContain('insert into ledger_transactions');
    expect(texts[1]).toContain('update catalog_skus');
    expect(texts[1]).not.toContain('ledger_holds');
    expect(await stockOf(t, box)).toBe(9);
  });

  it('takes a cart order in three statements: the cart, one read, one write', async () => {
    const box = await skuOf(t, 'Glass Food Container Set', 10);
    await credit(t, regular.memberId, 'CASH', 100_000);
    await t.ok(cart.add, { body: { productGoodsId: box, num: 2 }, token: regular.token });
    const total = (await t.ok(orders.preview, { body: {}, token: regular.token })).amounts.orderTotal;
    const before = await balances(regular.memberId);
    const statements = await statementsDuring(t.pool, () =>
      t.ok(orders.create, {
        body: { addressId: regular.addressId, useCash: total, confirmBalances: true, idempotencyKey: orderKey() },
        token: regular.token,
      }),
    );
    expect(statements).toHaveLength(3);
    expect(await stockOf(t, box)).toBe(8);
    expect((await t.ok(cart.list, { token: regular.token })).list).toHaveLength(0);
    const after = await balances(regular.memberId);
    expect(before.CASH + before.CASH_GIFT - (after.CASH + after.CASH_GIFT)).toBe(Math.round(Number(total) * 100));
  });

  it('writes nothing at all when a SKU is short by the time the one-statement write runs', async () => {
    const box = await skuOf(t, 'Glass Food Container Set', 10);
    await credit(t, regular.memberId, 'CASH', 100_000);
    await t.ok(cart.add, { body: { productGoodsId: box, num: 2 }, token: regular.token });
    const buyer = { locale: 'en_US' as const, memberId: regular.memberId, level: 1 };
    const rules = await t.services.settings.get(t.db, 'orderRules');
    const now = new Date();
    const quoted = await quote(
      t.db,
      t.services,
      buyer,
      { useBeans: '', useCash: '500.00', useDiscountCard: '', useVoucher: '', useDeliveryCard: '' },
      rules,
      now,
    );
    expect(quoted.settlement.paid.qr).toBe(0);
    const [{ id }] = (
      await t.db.execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`)
    ).rows as [{ id: string }];
    const order = orderValues(
      Number(id),
      { ...header(regular), idempotencyKey: orderKey(), requestHash: 'test' },
      quoted,
      now,
    );
    const before = await balances(regular.memberId);
    // Another buyer took all but one unit after this order read the SKU.
    await t.db.execute(sql`update catalog_skus set stock = 1 where id = ${box}`);
    await expect(writeAtOnce(t.db, t.services, order, quoted)).rejects.toMatchObject({
      cause: { constraint: 'catalog_skus_stock_non_negative' },
    });
    expect(await stockOf(t, box)).toBe(1);
    expect(await balances(regular.memberId)).toEqual(before);
    expect((await t.ok(cart.list, { token: regular.token })).list).toHaveLength(1);
    const written = await t.db.execute(
      sql`select 1 from orders where id = ${order.id} union all select 1 from order_lines where order_id = ${order.id} union all select 1 from ledger_transactions where reference = ${`order:${order.id}`}`,
    );
    expect(written.rows).toHaveLength(0);
    await t.ok(cart.delete, {
      body: { ids: [(await t.ok(cart.list, { token: regular.token })).list[0]!.id] },
      token: regular.token,
    });
  });

  it('waits for the QR when balances do not cover it, and closing by the clock returns every hold and unit', async () => {
    const box = await skuOf(t, 'Glass Food Container Set', 10);
    await credit(t, regular.memberId, 'BEANS', 5_000);
    const before = await balances(regular.memberId);
    const placed = await t.ok(orders.create, {
      body: {
        productGoodsId: box,
        num: 3,
        addressId: regular.addressId,
        useBeans: '50.00',
        confirmBalances: true,
        idempotencyKey: orderKey(),
      },
      token: regular.token,
    });
    expect(placed).toMatchObject({ status: 1, payable: '257.00' });
    expect(Date.parse(placed.expiresAt!) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((await balances(regular.memberId)).BEANS).toBe(before.BEANS - 5_000);
    expect(await stockOf(t, box)).toBe(7);
    expect(await t.ok(orders.queryNum, { token: regular.token })).toMatchObject({ pay: 1 });

    const early = await t.services.orders.expiredUnpaid(t.db, new Date(), 10);
    expect(early).not.toContain(placed.orderId);
    const later = new Date(Date.parse(placed.expiresAt!) + 1_000);
    expect(await t.services.orders.expiredUnpaid(t.db, later, 10)).toContain(placed.orderId);
    expect(await withTransaction(t.db, (tx) => t.services.orders.closeUnpaid(tx, placed.orderId, later))).toBe(true);
    expect(await withTransaction(t.db, (tx) => t.services.orders.closeUnpaid(tx, placed.orderId, later))).toBe(false);
    expect((await balances(regular.memberId)).BEANS).toBe(before.BEANS);
    expect(await stockOf(t, box)).toBe(10);
    const detail = await t.ok(orders.detail, { query: { orderId: placed.orderId }, token: regular.token });
    expect(detail).toMatchObject({ status: 5, expiresAt: null });
  });

  it('settles the QR once; a late payment for a closed order is not payable', async () => {
    const box = await skuOf(t, 'Glass Food Container Set', 10);
    const placed = await t.ok(orders.create, {
      body: { productGoodsId: box, num: 1, addressId: regular.addressId, idempotencyKey: orderKey() },
      token: regular.token,
    });
    const pay = {
      orderId: placed.orderId,
      amountMinor: 10_900,
      provider: 'sandbox',
      reference: 'tx-1',
      paidAt: new Date(),
    };
    const settle = () => withTransaction(t.db, (tx) => t.services.orders.settleQrPayment(tx, pay));
    expect(await settle()).toBe('paid');
    expect(await settle()).toBe('alreadyPaid');
    const detail = await t.ok(orders.detail, { query: { orderId: placed.orderId }, token: regular.token });
    expect(detail).toMatchObject({ status: 2, transactionNo: 'tx-1' });

    const other = await t.ok(orders.create, {
      body: { productGoodsId: box, num: 1, addressId: regular.addressId, idempotencyKey: orderKey() },
      token: regular.token,
    });
    await withTransaction(t.db, (tx) => t.services.orders.closeUnpaid(tx, other.orderId, new Date()));
    const late = await withTransaction(t.db, (tx) =>
      t.services.orders.settleQrPayment(tx, { ...pay, orderId: other.orderId, reference: 'tx-2' }),
    );
    expect(late).toBe('notPayable');
  });

  it('answers a resent submission with the first order, also when sent at once', async () => {
    const box = await skuOf(t, 'Glass Food Container Set', 20);
    const body = { productGoodsId: box, num: 1, addressId: regular.addressId, idempotencyKey: orderKey() };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.ok(orders.create, { body, token: regular.token })),
    );
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1);
    const again = await t.ok(orders.create, { body, token: regular.token });
    expect(again.orderId).toBe(results[0]!.orderId);
    expect(await stockOf(t, box)).toBe(19);
  });

  it('refuses with the spec’s texts in the caller’s language', async () => {
    const box = await skuOf(t, 'Glass Food Container Set');
    const base = { productGoodsId: box, num: 1, addressId: regular.addressId, idempotencyKey: orderKey() };
    const refusal = async (body: Record<string, unknown>, lang: 'en_US' | 'zh_CN' | 'th_TH' | 'zh_HK') =>
      (await t.call(orders.create, { body, token: regular.token, lang })).envelope.message;
    expect(await refusal({ ...base, addressId: undefined }, 'th_TH')).toBe('โปรดเลือกที่อยู่จัดส่ง');
    expect(await refusal({ ...base, invoiceType: 'person', invoiceName: 'A' }, 'en_US')).toBe(
      'Please enter the e-mail for the invoice',
    );
    expect(await refusal({ ...base, invoiceType: 'company', invoiceName: 'A', invoiceEmail: 'a@b.co' }, 'zh_CN')).toBe(
      '开具税务发票需要填写税号（个人发票同样需要）',
    );
    expect(await refusal({ ...base, invoiceType: 'person', invoiceName: 'A', invoiceEmail: 'nope' }, 'zh_HK')).toBe(
      '電郵格式不正確',
    );
    expect(await refusal({ ...base, buyerAccount: '0899999999' }, 'en_US')).toBe(
      "The recipient's mobile number is not a member of this shop",
    );
    await credit(t, regular.memberId, 'CASH', 1_000);
    // The app's dialog not answered; without the parameter the amount is the confirmation.
    expect(await refusal({ ...base, useCash: '5.00', confirmBalances: false }, 'en_US')).toBe(
      'Please confirm paying with your balances first',
    );
    // A confirmed amount is spent exactly, never quietly less.
    expect(await refusal({ ...base, useCash: '500.00', confirmBalances: true }, 'en_US')).toBe(
      'This order can use at most 109.00 of it',
    );
    const poor = (
      await t.call(orders.create, { body: { ...base, useBeans: '99.00', confirmBalances: true }, token: regular.token })
    ).envelope;
    expect(poor.error).toBe('INSUFFICIENT_BALANCE');
    expect(await refusal({ ...base, num: 99_999 }, 'en_US')).toMatch(/Quantity/);
    const other = await t.call(orders.detail, { query: { orderId: 999_999 }, token: regular.token, lang: 'en_US' });
    expect(other.envelope.message).toBe('Order is not correct');
  });

  it('buys on behalf of another member and keeps the order the payer’s own', async () => {
    const box = await skuOf(t, 'Glass Food Container Set');
    const placed = await t.ok(orders.create, {
      body: {
        productGoodsId: box,
        num: 1,
        addressId: vip.addressId,
        buyerAccount: '0812345601',
        idempotencyKey: orderKey(),
      },
      token: vip.token,
    });
    const detail = await t.ok(orders.detail, { query: { orderId: placed.orderId }, token: vip.token });
    expect(detail.onBehalfOf).toBe('+66812345601');
    // Someone else's order is as absent as a missing one.
    const foreign = await t.call(orders.detail, { query: { orderId: placed.orderId }, token: regular.token });
    expect(foreign.envelope.error).toBe('ORDER_NOT_FOUND');
  });

  it('takes a coupon off the goods, holds it for the order, and frees it when the order closes', async () => {
    const box = await skuOf(t, 'Glass Food Container Set', 20);
    const body = { productGoodsId: box, num: 2 };
    const usable = await t.ok(coupon.usable, { body, token: regular.token });
    const tenOff = usable.list.find((item) => item.applicable && item.discount === '10.00')!;
    expect(tenOff).toBeDefined();
    const preview = await t.ok(orders.preview, { body: { ...body, couponId: tenOff.id }, token: regular.token });
    expect(preview.amounts).toMatchObject({
      goodsTotal: '198.00',
      coupon: '10.00',
      orderTotal: '198.00',
      qr: '198.00',
    });

    const placed = await t.ok(orders.create, {
      body: { ...body, couponId: tenOff.id, addressId: regular.addressId, idempotencyKey: orderKey() },
      token: regular.token,
    });
    expect(placed.payable).toBe('198.00');
    // Held by the first order: a second one cannot use it.
    const again = await t.call(orders.create, {
      body: { ...body, couponId: tenOff.id, addressId: regular.addressId, idempotencyKey: orderKey() },
      token: regular.token,
    });
    expect(again.envelope.success).toBe(false);
    await withTransaction(t.db, (tx) => t.services.orders.closeUnpaid(tx, placed.orderId, new Date()));
    const freed = await t.ok(orders.preview, { body: { ...body, couponId: tenOff.id }, token: regular.token });
    expect(freed.amounts.coupon).toBe('10.00');
  });

  it('leaves the ledger clean', async () => {
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});
