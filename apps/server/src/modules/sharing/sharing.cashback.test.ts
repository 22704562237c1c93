// The sharer's cashback on the demo shop: when an attributed order's MP activates, the sharer's
// cash is paid each product's cashback for every unit not refunded, once however often the event
// is delivered, shown in their cash history; an order without a valid sharer pays nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminOrders, afterSale, member, memberWallet, orders } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { demoShopForFile } from '../../../test/harness.ts';
import { credit, demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { decideOk, oneOperatorRefundsAll, requestBody, tracking } from '../../../test/aftersale-support.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;

/** 40 MP a unit (demo data): an order of it activates MP when the member confirms it. */
const CREAM = 'Lotus Dew Night Repair Cream';
const CASHBACK_MINOR = 550;

let regular: DemoBuyer;
let vip: DemoBuyer;
let creamSku: number;

beforeAll(async () => {
  await oneOperatorRefundsAll(t());
  regular = await demoMember(t(), 'demo_regular');
  vip = await demoMember(t(), 'demo_vip');
  creamSku = await skuOf(t(), CREAM, 500);
  await t().db.execute(
    sql`update catalog_products set cashback_minor = ${CASHBACK_MINOR}
         where id = (select product_id from catalog_skus where id = ${creamSku})`,
  );
});

const cashOf = async (memberId: number) => Number((await t().services.ledger.balances(t().db, memberId)).CASH);

async function cashbackTransfers(orderId: number) {
  const found = await t().db.execute<{ amount_minor: number; member_id: number }>(sql`
    select t.amount_minor, a.member_id from ledger_transfers t
      join ledger_accounts a on a.id = t.credit_account_id
     where t.kind = 'CASHBACK' and t.reference = ${`order:${orderId}`}`);
  return found.rows.map((row) => ({ amountMinor: Number(row.amount_minor), memberId: Number(row.member_id) }));
}

/** The buyer orders `num` creams from cash with the share code; shipped and received (MP waiting). */
async function receivedSharedOrder(buyer: DemoBuyer, shareCode: string, num: number) {
  await credit(t(), buyer.memberId, 'CASH', 500_000);
  const priced = await t().ok(orders.preview, { body: { productGoodsId: creamSku, num }, token: buyer.token });
  const placed = await t().ok(orders.create, {
    body: {
      productGoodsId: creamSku,
      num,
      addressId: buyer.addressId,
      useCash: priced.amounts.orderTotal,
      shareCode,
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
  return { orderId: placed.orderId, lineId: detail.lines[0]!.id };
}

/** The member confirms the MP and the relay delivers the events. */
async function activate(buyer: DemoBuyer, orderId: number) {
  await t().ok(orders.confirmMp, { body: { orderId }, token: buyer.token });
  await relayOnce(t().services);
}

describe('cashback on MP activation', () => {
  it("pays the sharer each unit's cashback to cash once, however often the event is delivered", async () => {
    const code = (await t().ok(member.getUser, { token: vip.token })).inviteCode!;
    const { orderId } = await receivedSharedOrder(regular, code, 2);
    const before = await cashOf(vip.memberId);
    await relayOnce(t().services);
    expect(await cashOf(vip.memberId)).toBe(before);

    await activate(regular, orderId);
    expect(await cashOf(vip.memberId)).toBe(before + 2 * CASHBACK_MINOR);
    expect(await cashbackTransfers(orderId)).toEqual([{ amountMinor: 2 * CASHBACK_MINOR, memberId: vip.memberId }]);

    // A replayed delivery (the event handled again) and a second relay move nothing more.
    await withTransaction(t().db, (tx) => t().services.sharing.payCashback(tx, orderId));
    await relayOnce(t().services);
    expect(await cashOf(vip.memberId)).toBe(before + 2 * CASHBACK_MINOR);
    expect(await cashbackTransfers(orderId)).toHaveLength(1);

    const history = await t().ok(memberWallet.queryCashLogs, {
      query: { type: 'CASHBACK' },
      token: vip.token,
      lang: 'en_US',
    });
    expect(history.list[0]).toMatchObject({
      type: 'CASHBACK',
      typeName: 'Sharing cashback',
      amount: '+11.00',
      reference: `order:${orderId}`,
    });
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });

  it('pays once when deliveries of the same event race', async () => {
    const code = (await t().ok(member.getUser, { token: vip.token })).inviteCode!;
    const { orderId } = await receivedSharedOrder(regular, code, 1);
    await t().ok(orders.confirmMp, { body: { orderId }, token: regular.token });
    // Four handlings of the event at once (a redelivery racing the first), then the relay's own.
    const contenders = Array.from({ length: 4 }, () =>
      withTransaction(t().db, (tx) => t().services.sharing.payCashback(tx, orderId)),
    );
    const paid = await Promise.all(contenders);
    await relayOnce(t().services);
    expect(paid.map((one) => one?.amountMinor)).toEqual([
      CASHBACK_MINOR,
      CASHBACK_MINOR,
      CASHBACK_MINOR,
      CASHBACK_MINOR,
    ]);
    expect(await cashbackTransfers(orderId)).toEqual([{ amountMinor: CASHBACK_MINOR, memberId: vip.memberId }]);
  });

  it('pays only for the units not refunded', async () => {
    const code = (await t().ok(member.getUser, { token: vip.token })).inviteCode!;
    const { orderId, lineId } = await receivedSharedOrder(regular, code, 3);
    const asked = await t().ok(afterSale.apply, {
      body: requestBody({ orderLineId: lineId, type: 'refund', reason: 1, quantity: 1, refundTarget: 'balance' }),
      token: regular.token,
    });
    await decideOk(t(), shop.adminToken, asked.id, 'approve');
    await decideOk(t(), shop.adminToken, asked.id, 'refund');
    await activate(regular, orderId);
    expect(await cashbackTransfers(orderId)).toEqual([{ amountMinor: 2 * CASHBACK_MINOR, memberId: vip.memberId }]);
  });

  it('pays nothing for a self-share or an order without a sharer', async () => {
    const own = (await t().ok(member.getUser, { token: vip.token })).inviteCode!;
    const selfShared = await receivedSharedOrder(vip, own, 1);
    const plain = await receivedSharedOrder(regular, '', 1);
    const before = await cashOf(vip.memberId);
    await activate(vip, selfShared.orderId);
    await activate(regular, plain.orderId);
    expect(await cashbackTransfers(selfShared.orderId)).toEqual([]);
    expect(await cashbackTransfers(plain.orderId)).toEqual([]);
    expect(await cashOf(vip.memberId)).toBe(before);
  });
});
