// VIP welfare: granted once when a member first reaches level 2 or more (a 1→2 set, a jump 1→3),
// never again on 2→3, each part present (coupon, voucher, beans, health plan), and once when two
// set orders of one member are paid at the same instant.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupon, member, memberWallet, orders, pay, welfare } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { MemberBuyers } from '../member/index.ts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';
import { buyWithCash, credit, demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';

let t: TestApp;
let regular: DemoBuyer;
let vip: DemoBuyer;
const sets = { vip199: 0, v730: 0 };

type Counts = { coupons: number; vouchers: number; beans: number; plans: number; grants: number };

/** How many of each welfare part the member holds, read from the tables themselves. */
async function partsOf(memberId: number): Promise<Counts> {
  const { rows } = await t.db.execute<Counts>(sql`
    select
      (select count(*)::int from member_coupons where issue_key = ${`welfare:vip:${memberId}`}) as coupons,
      (select count(*)::int from ledger_transactions where idempotency_key = ${`welfare:vip:${memberId}:voucher`}) as vouchers,
      (select count(*)::int from ledger_transactions where idempotency_key = ${`welfare:vip:${memberId}:beans`}) as beans,
      (select count(*)::int from member_benefits where member_id = ${memberId} and kind = 'health_plan') as plans,
      (select count(*)::int from welfare_grants where member_id = ${memberId}) as grants`);
  return rows[0]!;
}
const once: Counts = { coupons: 1, vouchers: 1, beans: 1, plans: 1, grants: 1 };
const none: Counts = { coupons: 0, vouchers: 0, beans: 0, plans: 0, grants: 0 };

/** Relays until nothing is left: a paid order's rise publishes the event the welfare follows. */
async function relayAll(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const result = await relayOnce(t.services);
    if (result.events === 0 && result.done === 0) return;
  }
}

async function login(username: string): Promise<string> {
  return (await t.ok(member.login, { body: { username, password: 'Demo@123456' } })).token;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  sets.vip199 = await skuOf(t, '199 VIP Membership Set');
  sets.v730 = await skuOf(t, '4990 V730 Premier Set');
  [regular, vip] = [await demoMember(t, 'demo_regular'), await demoMember(t, 'demo_vip')];
});
afterAll(() => t.close());

describe('VIP welfare', () => {
  it('tells a regular member they are not VIP yet', async () => {
    expect(await t.ok(welfare.mine, { token: regular.token })).toEqual({
      level: 1,
      isVip: false,
      grantedAt: null,
      coupon: null,
      voucher: null,
      beans: null,
      healthPlan: null,
    });
  });

  it('grants every part once when a paid 199 set raises a member 1→2', async () => {
    const before = await t.ok(memberWallet.getBalance, { token: regular.token });
    await buyWithCash(t, regular, sets.vip199);
    await relayAll();
    expect(await partsOf(regular.memberId)).toEqual(once);
    const token = await login('demo_regular');
    const mine = await t.ok(welfare.mine, { token });
    expect(mine).toMatchObject({ level: 2, isVip: true, voucher: '7300.00', beans: '10.00' });
    expect(mine.coupon).toMatchObject({ amount: '888.00', state: 'unused' });
    const granted = new Date(mine.grantedAt!);
    const ends = new Date(granted);
    ends.setUTCFullYear(ends.getUTCFullYear() + 2);
    expect(mine.healthPlan).toEqual({ startsAt: granted.toISOString(), endsAt: ends.toISOString(), isActive: true });
    const after = await t.ok(memberWallet.getBalance, { token });
    expect(Number(after.vouchers) - Number(before.vouchers)).toBe(7300);
    expect(Number(after.beans) - Number(before.beans)).toBeCloseTo(10, 2);
    const coupons = await t.ok(coupon.myPage, { body: { tab: 'unused' }, token });
    expect(coupons.list.filter((held) => held.id === mine.coupon!.id)).toHaveLength(1);
  });

  it('grants nothing more when the same member rises 2→3', async () => {
    await credit(t, regular.memberId, 'CASH', 600_000);
    await buyWithCash(t, regular, sets.v730);
    await relayAll();
    const { rows } = await t.db.execute<{ level: number }>(
      sql`select level from members where id = ${regular.memberId}`,
    );
    expect(rows[0]!.level).toBe(3);
    expect(await partsOf(regular.memberId)).toEqual(once);
  });

  it('grants once on a jump 1→3, and a replayed grant gives nothing', async () => {
    const jumper = await createMember(t.services, { username: 'welfare_jumper', mobile: '0812345671' });
    const buyers = new MemberBuyers(t.services.verify, t.services.caches);
    await withTransaction(t.db, (tx) =>
      buyers.raiseLevel(tx, jumper.id, 3, { causeKind: 'set_order', causeId: null, at: new Date() }),
    );
    await relayAll();
    expect(await partsOf(jumper.id)).toEqual(once);
    const again = await withTransaction(t.db, (tx) => t.services.welfare.grant(tx, jumper.id, 3, new Date()));
    expect(again).toBeNull();
    expect(await partsOf(jumper.id)).toEqual(once);
  });

  it('grants once when two grants for one member run at the same instant', async () => {
    const raced = await createMember(t.services, { username: 'welfare_raced', mobile: '0812345672' });
    const at = new Date();
    const results = await Promise.all(
      [2, 3].map((level) => withTransaction(t.db, (tx) => t.services.welfare.grant(tx, raced.id, level, at))),
    );
    expect(results.filter((granted) => granted !== null)).toHaveLength(1);
    expect(await partsOf(raced.id)).toEqual(once);
  });

  it('grants once when two set orders bought for one member are paid at the same instant', async () => {
    const friend = await createMember(t.services, { username: 'welfare_friend', mobile: '0812345673' });
    expect(await partsOf(friend.id)).toEqual(none);
    // The VIP buys two sets on the friend's behalf, each waiting for its QR payment.
    const placed = await Promise.all(
      [sets.vip199, sets.v730].map((productGoodsId) =>
        t.ok(orders.create, {
          body: {
            productGoodsId,
            num: 1,
            addressId: vip.addressId,
            buyerAccount: '0812345673',
            idempotencyKey: orderKey(),
          },
          token: vip.token,
        }),
      ),
    );
    for (const order of placed) await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: vip.token });
    await Promise.all(
      placed.map((order) => t.ok(pay.sandboxComplete, { body: { orderId: order.orderId, outcome: 'paid' } })),
    );
    // Two relays at once deliver both orders' events (and the rises they cause) side by side.
    await Promise.all([relayOnce(t.services), relayOnce(t.services)]);
    await Promise.all([relayOnce(t.services), relayOnce(t.services)]);
    await relayAll();
    expect(await partsOf(friend.id)).toEqual(once);
  });
});
