// An exchange naming the specification wanted as the replacement: another SKU of the same product
// with stock is kept on the request, shown to the member and the back office, and is the SKU whose
// stock the shipped replacement takes; a SKU of another product, one without stock for the units,
// or one no longer sold is refused; a request naming none gets the line's own SKU, as before.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAfterSale, adminOrders, afterSale, orders, type AfterSaleView } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { buyWithCash, demoMember, orderKey, skuOf, stockOf, type DemoBuyer } from '../../../test/orders-support.ts';

const shop = demoShopForFile();
const t = () => shop.t;
let trackingSeq = 0;
const tracking = () => `WS${Date.now()}${trackingSeq++}`;

/** A product with a second specification: the demo product's SKU gets a sibling, both restocked. */
async function productWithTwoSkus(name: string) {
  const first = await skuOf(t(), name, 50);
  const inserted = await t().db.execute<{ id: number }>(sql`
    insert into catalog_skus (product_id, spec_indexes, price_minor, member_price_minor, stock, sort)
    select product_id, '[1]'::jsonb, price_minor, member_price_minor, 50, sort + 1 from catalog_skus where id = ${first}
    returning id`);
  return { first, second: inserted.rows[0]!.id };
}

async function receivedLine(buyer: DemoBuyer, productGoodsId: number, num: number) {
  const placed = await buyWithCash(t(), buyer, productGoodsId, num);
  await t().ok(adminOrders.ship, {
    body: { orderId: placed.orderId, carrier: 'Kerry Express', trackingNo: tracking() },
    token: shop.adminToken,
  });
  await t().ok(orders.confirmReceipt, { body: { orderId: placed.orderId }, token: buyer.token });
  const detail = await t().ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
  return detail.lines[0]!.id;
}

async function decideOk(id: number, action: string, extra: Record<string, string> = {}) {
  const answer = await t().call(adminAfterSale.decide, {
    body: { id, action, ...extra } as never,
    token: shop.adminToken,
  });
  if (!answer.envelope.success) throw new Error(`${action}: ${answer.envelope.message}`);
  return answer.envelope.result as AfterSaleView;
}

/** Approve, the member's parcel, receipt, a passed inspection and the replacement shipped. */
async function shipReplacement(buyer: DemoBuyer, id: number) {
  await decideOk(id, 'approve');
  await t().ok(afterSale.submitExpress, { body: { id, carrier: 'Flash', trackingNo: tracking() }, token: buyer.token });
  await decideOk(id, 'receive');
  await decideOk(id, 'inspect', { passed: 'true' });
  return decideOk(id, 'shipReplacement', { carrier: 'Kerry Express', trackingNo: tracking() });
}

describe('an exchange naming the wanted specification', () => {
  it('keeps the wanted SKU, shows it to both sides, and ships it: its stock goes down, the returned SKU’s up', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { first, second } = await productWithTwoSkus('Gentle Amino Acid Cleanser');
    const lineId = await receivedLine(buyer, first, 2);
    const asked = await t().ok(afterSale.apply, {
      body: {
        idempotencyKey: orderKey(),
        orderLineId: lineId,
        type: 'exchange',
        reason: 2,
        quantity: 2,
        wantedProductGoodsId: second,
      },
      token: buyer.token,
    });
    expect(asked.wanted?.productGoodsId).toBe(second);
    const inBackOffice = await t().ok(adminAfterSale.detail, { query: { id: asked.id }, token: shop.adminToken });
    expect(inBackOffice.wanted?.productGoodsId).toBe(second);

    const [firstBefore, secondBefore] = [await stockOf(t(), first), await stockOf(t(), second)];
    const shipped = await shipReplacement(buyer, asked.id);
    expect(shipped.status).toBe(6);
    // The returned units went back as the line's SKU; the replacement left as the wanted one.
    expect(await stockOf(t(), first)).toBe(firstBefore + 2);
    expect(await stockOf(t(), second)).toBe(secondBefore - 2);
  });

  it('refuses another product’s SKU, one without stock for the units, and one no longer sold', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { first, second } = await productWithTwoSkus('Lotus Dew Night Repair Cream');
    const elsewhere = await skuOf(t(), 'Gentle Amino Acid Cleanser');
    const lineId = await receivedLine(buyer, first, 2);
    const ask = (wantedProductGoodsId: number) =>
      t().call(afterSale.apply, {
        body: {
          idempotencyKey: orderKey(),
          orderLineId: lineId,
          type: 'exchange',
          reason: 2,
          quantity: 2,
          wantedProductGoodsId,
        },
        token: buyer.token,
        lang: 'en_US',
      });
    expect((await ask(elsewhere)).envelope.error).toBe('WANTED_SPEC_UNAVAILABLE');
    await t().db.execute(sql`update catalog_skus set stock = 1 where id = ${second}`);
    const short = await ask(second);
    expect(short.status).toBe(400);
    expect(short.envelope.message).toBe(
      'That specification cannot be sent: choose one of the same product that is in stock',
    );
    await t().db.execute(sql`update catalog_skus set stock = 50, is_active = false where id = ${second}`);
    expect((await ask(second)).envelope.error).toBe('WANTED_SPEC_UNAVAILABLE');
    const list = await t().ok(afterSale.queryPage, { body: { pageNum: 1, pageSize: 50 }, token: buyer.token });
    expect(list.list.filter((request) => request.orderLineId === lineId)).toEqual([]);
  });

  it('without one, keeps the line’s own SKU and ships it, as a client that does not send it expects', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { first, second } = await productWithTwoSkus('Gentle Amino Acid Cleanser');
    const lineId = await receivedLine(buyer, first, 1);
    const asked = await t().ok(afterSale.apply, {
      body: { orderLineId: lineId, type: 'exchange', reason: 1, quantity: 1 },
      token: buyer.token,
    });
    expect(asked.wanted?.productGoodsId).toBe(first);
    const [firstBefore, secondBefore] = [await stockOf(t(), first), await stockOf(t(), second)];
    await shipReplacement(buyer, asked.id);
    expect(await stockOf(t(), first)).toBe(firstBefore + 1 - 1);
    expect(await stockOf(t(), second)).toBe(secondBefore);
  });
});
