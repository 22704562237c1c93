// Every rise of a member's level is recorded with its cause and time, in the transaction that
// raises it: a paid set (by QR or from balances, for oneself or bought on behalf of another
// member), and nothing when the level does not rise. Operators read the history on the member page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMembers, orders } from '@mall/contracts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { createMember, createTestApp, demoAdminToken, type TestApp } from '../../../test/harness.ts';
import {
  buyWithCash,
  buyWithQr,
  credit,
  demoMember,
  orderKey,
  skuOf,
  type DemoBuyer,
} from '../../../test/orders-support.ts';

let t: TestApp;
let adminToken: string;
let regular: DemoBuyer;
let vip: DemoBuyer;
const sets = { vip88: 0, vip199: 0, v730: 0 };

type ChangeRow = {
  member_id: number;
  from_level: number;
  to_level: number;
  cause_kind: string;
  cause_id: number | null;
  at: Date;
};

async function changesOf(memberId: number): Promise<ChangeRow[]> {
  const result = await t.db.execute<ChangeRow>(sql`
    select member_id, from_level, to_level, cause_kind, cause_id, at
    from member_level_changes where member_id = ${memberId} order by id`);
  return result.rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

async function paidAtOf(orderId: number): Promise<Date> {
  const result = await t.db.execute<{ paid_at: string }>(sql`select paid_at from orders where id = ${orderId}`);
  return new Date(result.rows[0]!.paid_at);
}

async function levelOf(memberId: number): Promise<number> {
  const result = await t.db.execute<{ level: number }>(sql`select level from members where id = ${memberId}`);
  return result.rows[0]!.level;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  adminToken = await demoAdminToken(t);
  sets.vip88 = await skuOf(t, 'VIP 88 Package');
  sets.vip199 = await skuOf(t, '199 VIP Membership Set');
  sets.v730 = await skuOf(t, '4990 V730 Premier Set');
  [regular, vip] = [await demoMember(t, 'demo_regular'), await demoMember(t, 'demo_vip')];
});
afterAll(() => t.close());

describe('level changes', () => {
  it('records a paid set’s rise once, with the order as its cause, and nothing for a second set', async () => {
    expect(await changesOf(regular.memberId)).toEqual([]);
    const first = await buyWithQr(t, regular, sets.vip88);
    // The level follows the order's `order.paid` event: the member module subscribes to it.
    await relayOnce(t.services);
    expect(await levelOf(regular.memberId)).toBe(2);
    expect(await changesOf(regular.memberId)).toEqual([
      {
        member_id: regular.memberId,
        from_level: 1,
        to_level: 2,
        cause_kind: 'set_order',
        cause_id: first.orderId,
        at: await paidAtOf(first.orderId),
      },
    ]);
    // A set of the same level, paid from the balance: the level does not rise, nothing is recorded.
    await buyWithCash(t, regular, sets.vip199);
    await relayOnce(t.services);
    expect(await levelOf(regular.memberId)).toBe(2);
    expect(await changesOf(regular.memberId)).toHaveLength(1);
  });

  it('raises and records the member a set is bought for, not the payer', async () => {
    const friend = await createMember(t.services, { username: 'level_friend', mobile: '0812345677' });
    await credit(t, vip.memberId, 'CASH', 1_000_000);
    const buyFor = async (productGoodsId: number) => {
      const body = { productGoodsId, num: 1 };
      const priced = await t.ok(orders.preview, { body, token: vip.token });
      return t.ok(orders.create, {
        body: {
          ...body,
          addressId: vip.addressId,
          buyerAccount: '0812345677',
          useCash: priced.amounts.orderTotal,
          confirmBalances: true,
          idempotencyKey: orderKey(),
        },
        token: vip.token,
      });
    };
    const placed = await buyFor(sets.v730);
    await relayOnce(t.services);
    expect(placed.status).toBe(2);
    expect(await levelOf(friend.id)).toBe(3);
    const expected = {
      member_id: friend.id,
      from_level: 1,
      to_level: 3,
      cause_kind: 'set_order',
      cause_id: placed.orderId,
      at: await paidAtOf(placed.orderId),
    };
    expect(await changesOf(friend.id)).toEqual([expected]);
    expect(await changesOf(vip.memberId)).toEqual([]);
    // A lower set for the same member changes nothing.
    await buyFor(sets.vip88);
    await relayOnce(t.services);
    expect(await levelOf(friend.id)).toBe(3);
    expect(await changesOf(friend.id)).toEqual([expected]);
  });

  it('shows operators the member’s level history, newest first', async () => {
    const detail = await t.ok(adminMembers.detail, { query: { memberId: regular.memberId }, token: adminToken });
    const [row] = await changesOf(regular.memberId);
    expect(detail.levelChanges).toEqual([
      { fromLevel: 1, toLevel: 2, causeKind: 'set_order', causeId: row!.cause_id, at: row!.at.toISOString() },
    ]);
    const untouched = await t.ok(adminMembers.detail, { query: { memberId: vip.memberId }, token: adminToken });
    expect(untouched.levelChanges).toEqual([]);
  });
});
