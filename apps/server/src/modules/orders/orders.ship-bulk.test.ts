// Shipping many orders from a CSV over the wire: every row ships (or fails) on its own with a
// localised reason, each shipment is audited like a single one, and the file itself is read strictly.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrders, cart, orders } from '@mall/contracts';
import { demoShopForFile, signedInOperator } from '../../../test/harness.ts';
import { buyWithCash, demoMember, orderKey, skuOf } from '../../../test/orders-support.ts';
import { readCsv, shipmentChains } from './orders.bulk-csv.ts';

const shop = demoShopForFile();
const t = () => shop.t;

const CLEANSER = 'Gentle Amino Acid Cleanser';
const NIGHT_CREAM = 'Lotus Dew Night Repair Cream';

function bulk(csv: string, token = shop.adminToken) {
  return t().call(adminOrders.shipBulk, { body: { csv }, token, lang: 'en_US', json: true });
}

const tracking = (suffix: string) => `BULK${Date.now()}${suffix}`;

describe('orders/shipBulk', () => {
  it('ships the good rows and reports every bad one with its reason, each row on its own', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const cleanser = await skuOf(t(), CLEANSER);
    const whole = await buyWithCash(t(), buyer, cleanser);
    await t().ok(cart.add, { body: { productGoodsId: cleanser, num: 1 }, token: buyer.token });
    await t().ok(cart.add, { body: { productGoodsId: await skuOf(t(), NIGHT_CREAM), num: 1 }, token: buyer.token });
    const split = await buyWithCash(t(), buyer);
    const [first, second] = (await t().ok(orders.detail, { query: { orderId: split.orderId }, token: buyer.token }))
      .lines;
    const unpaid = await t().ok(orders.create, {
      body: { productGoodsId: cleanser, num: 1, addressId: buyer.addressId, idempotencyKey: orderKey() },
      token: buyer.token,
    });
    const [a, b, c] = [tracking('A'), tracking('B'), tracking('C')];
    const csv = [
      'orderNo,carrier,trackingNo,lineIds',
      `${whole.orderNo},Kerry Express,${a},`,
      `${split.orderNo},"Flash Express",${b},${first!.id}`,
      `${split.orderNo},Flash Express,${b},${second!.id}`,
      `${split.orderNo},Flash Express,${c},999999999`,
      `${split.orderNo},Flash Express,${c},one;two`,
      `${unpaid.orderNo},Kerry Express,${tracking('D')},`,
      `20990101000000000,Kerry Express,${tracking('E')},`,
      `${split.orderNo},Flash Express,x,`,
      '',
      `${split.orderNo},"Flash, Express",${c},${second!.id}`,
    ].join('\r\n');
    const answer = await bulk(csv);
    expect(answer.envelope.success).toBe(true);
    const report = answer.envelope.result!;
    expect(report.rows.map((row) => [row.row, row.ok, row.errorKey ?? null])).toEqual([
      [2, true, null],
      [3, true, null],
      [4, false, 'TRACKING_NO_TAKEN'],
      [5, false, 'LINES_NOT_SHIPPABLE'],
      [6, false, 'BAD_LINE_IDS'],
      [7, false, 'ORDER_STATE'],
      [8, false, 'ORDER_NOT_FOUND'],
      [9, false, 'BAD_TRACKING_NO'],
      [11, true, null],
    ]);
    expect(report).toMatchObject({ shipped: 3, failed: 6 });
    expect(report.rows[0]!.orderNo).toBe(whole.orderNo);
    expect(report.rows[2]!.error).toBe('This tracking number is already in use');
    expect(report.rows[6]!.error).toBe('Order is not correct');
    expect(report.rows[4]!.error).toBe('Line ids must be numbers separated by semicolons');

    const shipped = await t().ok(adminOrders.detail, { query: { orderId: split.orderId }, token: shop.adminToken });
    expect(shipped.order.status).toBe(3);
    expect(shipped.shipments.map((parcel) => [parcel.carrier, parcel.trackingNo, parcel.lineIds])).toEqual([
      ['Flash Express', b, [first!.id]],
      ['Flash, Express', c, [second!.id]],
    ]);
    const audits = await t().db.execute<{ target_id: string; after: { trackingNo: string } }>(
      sql`select target_id, after from audit_log where action = 'orders.ship'
          and target_id in (${String(whole.orderId)}, ${String(split.orderId)}, ${String(unpaid.orderId)}) order by id`,
    );
    // Rows of different orders ship side by side: compare the entries, not their order.
    const entries = audits.rows.map((row) => [Number(row.target_id), row.after.trackingNo]);
    expect(entries.sort((x, y) => String(x[1]).localeCompare(String(y[1])))).toEqual([
      [whole.orderId, a],
      [split.orderId, b],
      [split.orderId, c],
    ]);
    await t().ok(orders.cancel, { body: { orderId: unpaid.orderId }, token: buyer.token });
  });

  it('refuses a file without the header, without rows, with too many rows or a broken quote', async () => {
    expect((await bulk('order,carrier,tracking\n1,Kerry,ABCD1234')).envelope.error).toBe('BAD_CSV_HEADER');
    expect((await bulk('orderNo,carrier,trackingNo\r\n\r\n')).envelope.error).toBe('NO_ROWS');
    const many = ['orderNo,carrier,trackingNo', ...Array.from({ length: 2001 }, (_, i) => `${i},Kerry,TH${i}XXXX`)];
    const tooMany = await bulk(many.join('\n'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.envelope).toMatchObject({
      error: 'TOO_MANY_ROWS',
      message: 'At most 2000 rows can be uploaded at once',
    });
    const broken = await bulk('orderNo,carrier,trackingNo\n1,"Kerry,ABCD1234\n');
    expect(broken.envelope).toMatchObject({ error: 'BAD_CSV' });
    expect(broken.envelope.message).toContain('line 2');
  });

  it('is refused to a role that does not ship', async () => {
    const finance = await signedInOperator(t(), {
      username: 'finance-bulk',
      password: 'Finance@123456',
      roles: ['finance'],
    });
    const refused = await bulk('orderNo,carrier,trackingNo\n1,Kerry,ABCD1234', finance);
    expect(refused.status).toBe(403);
  });
});

describe('the bulk file reader', () => {
  it('reads quoted fields, doubled quotes, line breaks inside quotes, CRLF and a byte-order mark', () => {
    expect(readCsv('\uFEFFa,b\r\n"x, ""y""",z\n\n"multi\nline",w')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, "y"', 'z'] },
      { line: 4, fields: ['multi\nline', 'w'] },
    ]);
  });

  it('refuses a quote inside an unquoted field or text after a closing quote', () => {
    expect(() => readCsv('a,b"c')).toThrow(/BAD_CSV/);
    expect(() => readCsv('"a"b,c')).toThrow(/BAD_CSV/);
  });

  it('chains the rows of one order, and rows sharing a tracking number, in file order', () => {
    const row = (index: number, orderNo: string, trackingNo: string) => ({
      index,
      input: { orderNo, carrier: 'Kerry', trackingNo },
    });
    const chains = shipmentChains([
      row(0, 'A', 'T1'),
      row(1, 'B', 'T2'),
      row(2, 'C', 'T3'),
      row(3, 'A', 'T4'),
      row(4, 'D', 'T2'),
      row(5, 'B', 'T3'),
    ]);
    expect(chains.map((chain) => chain.map((r) => r.index))).toEqual([
      [0, 3],
      [1, 2, 4, 5],
    ]);
  });
});
