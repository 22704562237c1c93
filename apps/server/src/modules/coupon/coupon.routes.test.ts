// Coupons over the wire on the demo shop: the member's tabs, the checkout picker with its refusals
// in four languages, expiry by the clock, ownership, one order per coupon under concurrency, and
// the back office's templates and issuing (roles, audit, one coupon per key).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCoupon, cart, coupon, member, product } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createMember, createTestApp, demoAdminToken, signedInOperator, type TestApp } from '../../../test/harness.ts';

const DAY = 86_400_000;
let t: TestApp;
let admin: string;
let start: number;

async function login(username: string): Promise<{ id: number; token: string }> {
  const created = await createMember(t.services, { username });
  const { token } = await t.ok(member.login, { body: { username, password: 'Demo@123456' } });
  return { id: created.id, token };
}

async function template(body: Record<string, unknown>): Promise<number> {
  const base = { name: { zh_CN: '测试券', en_US: 'Test coupon' }, validDays: 30 };
  return (await t.ok(adminCoupon.template.save, { body: { ...base, ...body }, token: admin, json: true })).id;
}

async function issue(memberId: number, templateId: number, key: string): Promise<number> {
  const issued = await t.ok(adminCoupon.issue, { body: { memberId, templateId, key }, token: admin });
  return issued.couponId!;
}

/** A listed SKU of the product found by its English name, stocked, with its retail price. */
async function skuOf(name: string) {
  const found = await t.ok(product.searchKeyword, { query: { keyword: name } });
  const detail = await t.ok(product.detail, { query: { id: found.list[0]!.id } });
  const sku = detail.skus[0]!;
  await t.db.execute(sql`update catalog_skus set stock = 500 where id = ${sku.productGoodsId}`);
  return { productGoodsId: sku.productGoodsId, productId: detail.id };
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await demoAdminToken(t);
  start = Date.now();
  t.services.coupons.clock = () => new Date(start);
});
afterAll(() => t.close());

describe('coupon picker', () => {
  it('answers each coupon with its discount, or why not in the caller language', async () => {
    const buyer = await login('coupon_picker');
    const tenOff = await template({ kind: 'amountOff', amount: '10', threshold: '100' });
    const percent = await template({ kind: 'percentOff', percent: 5, cap: '3' });
    const scoped = await template({ kind: 'amountOff', amount: '50', productId: 999_999 });
    await issue(buyer.id, tenOff, 'picker-ten-off');
    await issue(buyer.id, percent, 'picker-percent');
    await issue(buyer.id, scoped, 'picker-scoped');
    const box = await skuOf('Glass Food Container Set');

    const one = await t.ok(coupon.usable, { body: { productGoodsId: box.productGoodsId, num: 1 }, token: buyer.token });
    expect(one.list.map((entry) => [entry.applicable, entry.discount, entry.refusal])).toEqual([
      [true, '3.00', null],
      [false, '0.00', 'thresholdNotMet'],
      [false, '0.00', 'outOfScope'],
    ]);
    const two = await t.ok(coupon.usable, { body: { productGoodsId: box.productGoodsId, num: 2 }, token: buyer.token });
    expect(two.list[0]).toMatchObject({ applicable: true, discount: '10.00', kind: 'amountOff', threshold: '100.00' });

    const whyNot = async (lang: string) => {
      const answer = await t.ok(coupon.usable, {
        body: { productGoodsId: box.productGoodsId },
        token: buyer.token,
        lang,
      });
      return answer.list.find((entry) => entry.refusal === 'thresholdNotMet')!.whyNot;
    };
    expect(await whyNot('zh_CN')).toBe('未满 100.00 元，不可使用');
    expect(await whyNot('zh_HK')).toBe('未滿 100.00 元，不可使用');
    expect(await whyNot('en_US')).toBe('Spend at least 100.00 to use this coupon');
    expect(await whyNot('th_TH')).toBe('ซื้อขั้นต่ำ 100.00 จึงจะใช้คูปองนี้ได้');
  });

  it('prices the cart selected lines when no direct buy is given', async () => {
    const buyer = await login('coupon_cart');
    await issue(buyer.id, await template({ kind: 'amountOff', amount: '10', threshold: '100' }), 'cart-ten-off');
    const box = await skuOf('Glass Food Container Set');
    const empty = await t.ok(coupon.usable, { token: buyer.token });
    expect(empty.list[0]).toMatchObject({ applicable: false, refusal: 'outOfScope' });
    await t.ok(cart.add, {
      body: { productGoodsId: box.productGoodsId, num: 3 },
      token: buyer.token,
    });
    const full = await t.ok(coupon.usable, { token: buyer.token });
    expect(full.list[0]).toMatchObject({ applicable: true, discount: '10.00' });
  });
});

describe('member coupons', () => {
  it('splits coupons into unused, used and expired tabs, and expires them by the clock', async () => {
    const holder = await login('coupon_tabs');
    const lasting = await template({ kind: 'amountOff', amount: '5', validDays: 30 });
    const short = await template({ kind: 'amountOff', amount: '5', validDays: 1 });
    const keep = await issue(holder.id, lasting, 'tabs-keep');
    const use = await issue(holder.id, lasting, 'tabs-use');
    const lapse = await issue(holder.id, short, 'tabs-lapse');
    const { coupons } = t.services;
    await withTransaction(t.db, async (tx) => {
      await coupons.reserve(tx, holder.id, use, 'order-tabs-1', new Date(start));
      await coupons.consume(tx, 'order-tabs-1', new Date(start));
    });
    const tab = async (name: 'unused' | 'used' | 'expired') =>
      (await t.ok(coupon.myPage, { body: { tab: name }, token: holder.token })).list.map((entry) => entry.id);

    expect((await tab('unused')).sort()).toEqual([keep, lapse].sort());
    expect(await tab('used')).toEqual([use]);
    expect(await tab('expired')).toEqual([]);

    t.services.coupons.clock = () => new Date(start + 2 * DAY);
    try {
      expect(await tab('unused')).toEqual([keep]);
      const expired = await t.ok(coupon.myPage, { body: { tab: 'expired' }, token: holder.token });
      expect(expired.list).toEqual([expect.objectContaining({ id: lapse, state: 'expired' })]);
      const box = await skuOf('Glass Food Container Set');
      const usable = await t.ok(coupon.usable, { body: { productGoodsId: box.productGoodsId }, token: holder.token });
      expect(usable.list.map((entry) => entry.id)).toEqual([keep]);
      await expect(
        coupons.quote(
          t.db,
          holder.id,
          lapse,
          [{ productId: 1, categoryId: null, brandId: null, amountMinor: 10_000 }],
          new Date(start + 2 * DAY),
        ),
      ).rejects.toMatchObject({ messageId: 'coupon.expired' });
    } finally {
      t.services.coupons.clock = () => new Date(start);
    }
  });

  it("refuses another member's coupon, and a used one", async () => {
    const owner = await login('coupon_owner');
    const other = await login('coupon_other');
    const id = await issue(owner.id, await template({ kind: 'amountOff', amount: '5' }), 'owner-one');
    const lines = [{ productId: 1, categoryId: null, brandId: null, amountMinor: 10_000 }];
    const now = new Date(start);
    const { coupons } = t.services;
    await expect(coupons.quote(t.db, other.id, id, lines, now)).rejects.toMatchObject({ messageId: 'coupon.notYours' });
    await expect(
      withTransaction(t.db, (tx) => coupons.reserve(tx, other.id, id, 'order-thief', now)),
    ).rejects.toMatchObject({ messageId: 'coupon.notYours' });
    expect(await coupons.quote(t.db, owner.id, id, lines, now)).toEqual({ couponId: id, discountMinor: 500 });
    await withTransaction(t.db, (tx) => coupons.reserve(tx, owner.id, id, 'order-owner-1', now));
    await expect(coupons.quote(t.db, owner.id, id, lines, now)).rejects.toMatchObject({ messageId: 'coupon.used' });
    expect(await withTransaction(t.db, (tx) => coupons.release(tx, 'order-owner-1'))).toBe(true);
    expect(await coupons.quote(t.db, owner.id, id, lines, now)).toEqual({ couponId: id, discountMinor: 500 });
  });

  it('lets exactly one of many concurrent orders reserve a coupon', async () => {
    const racer = await login('coupon_race');
    const id = await issue(racer.id, await template({ kind: 'amountOff', amount: '5' }), 'race-one');
    const now = new Date(start);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        withTransaction(t.db, (tx) => t.services.coupons.reserve(tx, racer.id, id, `order-race-${i}`, now)),
      ),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ messageId: 'coupon.used' });
    const rows = await t.db.execute<{ state: string; order_ref: string }>(
      sql`select state, order_ref from member_coupons where id = ${id}`,
    );
    expect(rows.rows[0]).toMatchObject({ state: 'reserved', order_ref: expect.stringMatching(/^order-race-\d$/) });
  });
});

describe('back office', () => {
  it('issues once per key, audits it, and lets only marketing roles in', async () => {
    const receiver = await login('coupon_receiver');
    const templateId = await template({ kind: 'percentOff', percent: 10, cap: '20' });
    const first = await t.ok(adminCoupon.issue, {
      body: { memberId: receiver.id, templateId, key: 'receiver-1' },
      token: admin,
    });
    const again = await t.ok(adminCoupon.issue, {
      body: { memberId: receiver.id, templateId, key: 'receiver-1' },
      token: admin,
    });
    expect(first.created).toBe(true);
    expect(again).toEqual({ ...first, created: false });
    const audit = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'coupon.issue' and target_id = ${String(first.issueId)}`,
    );
    expect(audit.rows[0]!.n).toBe(2);

    const finance = await signedInOperator(t, {
      username: 'coupon_finance',
      password: 'Finance@123456',
      roles: ['finance'],
    });
    const refused = await t.call(adminCoupon.issue, {
      body: { memberId: receiver.id, templateId, key: 'receiver-2' },
      token: finance,
    });
    expect(refused.envelope).toMatchObject({ success: false, error: 'FORBIDDEN' });

    const list = await t.ok(adminCoupon.template.list, { token: admin });
    expect(list.find((row) => row.id === templateId)).toMatchObject({ percent: 10, cap: '20.00', issuedCount: 1 });
    const deleteIssued = await t.call(adminCoupon.template.delete, { body: { id: templateId }, token: admin });
    expect(deleteIssued.envelope).toMatchObject({ success: false, error: 'IN_USE' });
  });

  it('refuses a template without its terms, and issuing an inactive one', async () => {
    const bad = await t.call(adminCoupon.template.save, {
      body: { name: { zh_CN: '坏券' }, kind: 'amountOff', validDays: 3 },
      token: admin,
      json: true,
    });
    expect(bad.envelope).toMatchObject({ success: false, code: 400 });
    const inactive = await template({ kind: 'amountOff', amount: '1', isActive: false });
    const receiver = await login('coupon_inactive');
    const refused = await t.call(adminCoupon.issue, {
      body: { memberId: receiver.id, templateId: inactive, key: 'inactive-1' },
      token: admin,
      lang: 'en_US',
    });
    expect(refused.envelope).toMatchObject({ success: false, message: 'This coupon template is inactive' });
  });
});
