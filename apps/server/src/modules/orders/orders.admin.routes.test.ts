// The back office's orders over the wire: filters, the CSV export with formulas neutralised, one
// order with its payments, ledger movements, provider callbacks, parcels and QR refund, and who may
// read them or add a parcel's tracking event.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, adminOrders, orders, pay } from '@mall/contracts';
import { createTestApp, demoAdminToken, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { demoMember, orderKey, skuOf } from '../../../test/orders-support.ts';
import { refundPayments } from '../../workflows/refund-payments.jobs.ts';

let t: TestApp;
let admin: string;
let buyerToken: string;
let paidOrderId: number;
let unpaidOrderId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await demoAdminToken(t);
  const buyer = await demoMember(t, 'demo_vip');
  buyerToken = buyer.token;
  const productGoodsId = await skuOf(t, 'Glass Food Container Set');
  const body = { productGoodsId, num: 1, addressId: buyer.addressId, remark: '=HYPERLINK("x")' };
  const paid = await t.ok(orders.create, {
    body: { ...body, useCash: '95.00', confirmBalances: true, idempotencyKey: orderKey() },
    token: buyerToken,
  });
  paidOrderId = paid.orderId;
  const unpaid = await t.ok(orders.create, {
    body: { ...body, idempotencyKey: orderKey() },
    token: buyerToken,
  });
  unpaidOrderId = unpaid.orderId;
  await t.ok(pay.prepay, { body: { orderId: unpaidOrderId }, token: buyerToken });
  await t.ok(pay.sandboxComplete, { body: { orderId: unpaidOrderId, outcome: 'declined' } });
});
afterAll(() => t.close());

describe('back-office orders', () => {
  it('lists orders newest first and filters by status, member, product and day', async () => {
    const all = await t.ok(adminOrders.page, { query: {}, token: admin });
    expect(all.list.map((order) => order.orderId).slice(0, 2)).toEqual([unpaidOrderId, paidOrderId]);
    expect(all.list[0]).toMatchObject({ status: 1, username: 'demo_vip', units: 1, orderTotal: '95.00', qr: '95.00' });
    const paid = await t.ok(adminOrders.page, { query: { status: 2 }, token: admin });
    expect(paid.list.map((order) => order.orderId)).toEqual([paidOrderId]);
    const byMember = await t.ok(adminOrders.page, { query: { member: 'demo_vip', product: 'Glass' }, token: admin });
    expect(byMember.total).toBe(2);
    const oldest = await t.ok(adminOrders.page, {
      query: { member: 'demo_vip', product: 'Glass', sort: 'oldest' },
      token: admin,
    });
    expect(oldest.list.map((order) => order.orderId)).toEqual([paidOrderId, unpaidOrderId]);
    const nobody = await t.ok(adminOrders.page, { query: { member: 'demo_regular' }, token: admin });
    expect(nobody.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.ok(adminOrders.page, { query: { from: today, to: today }, token: admin })).total).toBe(2);
    expect((await t.ok(adminOrders.page, { query: { to: '2000-01-01' }, token: admin })).total).toBe(0);
  });

  it('exports the filtered list as CSV a spreadsheet opens safely', async () => {
    const exported = await t.ok(adminOrders.export, { query: { status: 2 }, token: admin });
    expect(exported.rows).toBe(1);
    expect(exported.csv.startsWith('\uFEFF"orderNo","status"')).toBe(true);
    expect(exported.filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const name = await t.db.execute<{ name: string }>(
      sql`update order_lines set name = '=cmd()' where order_id = ${paidOrderId} returning name`,
    );
    expect(name.rows[0]!.name).toBe('=cmd()');
    const risky = await t.ok(adminOrders.export, { query: { status: 2 }, token: admin });
    expect(risky.csv).toContain(`"'=cmd() ×1"`);
  });

  it('shows one order with its payments, ledger movements and provider callbacks', async () => {
    const paid = await t.ok(adminOrders.detail, { query: { orderId: paidOrderId }, token: admin });
    expect(paid.order).toMatchObject({ orderId: paidOrderId, status: 2 });
    expect(paid.member.username).toBe('demo_vip');
    expect(paid.payments.map((payment) => payment.state)).not.toContain('held');
    const kinds = paid.movements.map((movement) => movement.kind);
    // Paid in full by cash, the order was born paid: its cash moved to revenue without a hold.
    expect(kinds).toEqual(['ORDER_PAYMENT']);
    const unpaid = await t.ok(adminOrders.detail, { query: { orderId: unpaidOrderId }, token: admin });
    expect(unpaid.callbacks.map((callback) => callback.action)).toEqual(['declined']);
    const reconciliation = await t.ok(adminOrders.callbacks, { query: { action: 'declined' }, token: admin });
    expect(reconciliation.list[0]).toMatchObject({ orderId: unpaidOrderId, verified: true, action: 'declined' });
    expect(paid.shipments).toEqual([]);
  });

  it('shows the order’s parcels once it ships', async () => {
    await t.ok(adminOrders.ship, {
      body: { orderId: paidOrderId, carrier: 'Thailand Post', trackingNo: 'EF123456789TH' },
      token: admin,
    });
    const shipped = await t.ok(adminOrders.detail, { query: { orderId: paidOrderId }, token: admin });
    expect(shipped.order.status).toBe(3);
    expect(shipped.shipments).toMatchObject([
      { carrier: 'Thailand Post', trackingNo: 'EF123456789TH', lineIds: shipped.order.lines.map((line) => line.id) },
    ]);
  });

  it('adds a tracking event for a role that ships; a role that does not is refused and writes nothing', async () => {
    const [parcel] = (await t.ok(adminOrders.detail, { query: { orderId: paidOrderId }, token: admin })).shipments;
    const body = { shipmentId: parcel!.shipmentId, text: 'Left the Bangkok sorting centre' };
    const audited = async () =>
      (await t.ok(adminAudit.page, { query: { action: 'orders.trackingEvent' }, token: admin })).total;
    const eventsOf = async () =>
      t.db.execute(sql`select id from order_tracking_events where shipment_id = ${body.shipmentId}`);
    const before = { events: (await eventsOf()).rows.length, audited: await audited() };
    for (const role of ['finance', 'identity'] as const) {
      const token = await signedInOperator(t, {
        username: `tracking_${role}`,
        password: 'Tracking@123456',
        roles: [role],
      });
      const refused = await t.call(adminOrders.trackingEvent, { body, token, lang: 'en_US' });
      expect(refused.status).toBe(403);
      expect(refused.envelope).toMatchObject({
        success: false,
        code: 403,
        error: 'FORBIDDEN',
        message: 'You do not have permission to do this',
        result: null,
      });
    }
    expect((await eventsOf()).rows).toHaveLength(before.events);
    expect(await audited()).toBe(before.audited);

    const shipper = await signedInOperator(t, {
      username: 'tracking_operator',
      password: 'Tracking@123456',
      roles: ['operator'],
    });
    const added = await t.ok(adminOrders.trackingEvent, { body, token: shipper });
    expect(added).toMatchObject({
      shipmentId: body.shipmentId,
      trackingNo: 'EF123456789TH',
      events: [{ text: body.text, source: 'operator' }],
    });
    expect((await eventsOf()).rows).toHaveLength(before.events + 1);
    expect(await audited()).toBe(before.audited + 1);
  });

  it('is refused to an operator whose role does not read orders', async () => {
    const reviewer = await signedInOperator(t, {
      username: 'orders_identity',
      password: 'Reviewer@123456',
      roles: ['identity'],
    });
    for (const call of [adminOrders.page, adminOrders.export] as const) {
      const refused = await t.call(call, { query: {}, token: reviewer });
      expect(refused.status).toBe(403);
    }
    expect((await t.call(adminOrders.detail, { query: { orderId: paidOrderId }, token: reviewer })).status).toBe(403);
    expect((await t.call(adminOrders.callbacks, { query: {}, token: reviewer })).status).toBe(403);
    // A member's token is not an operator's.
    expect((await t.call(adminOrders.page, { query: {}, token: buyerToken })).envelope.success).toBe(false);
  });

  it('shows a cancelled order’s QR refund, pending and then refunded at the provider', async () => {
    await t.ok(pay.prepay, { body: { orderId: unpaidOrderId }, token: buyerToken });
    await t.ok(pay.sandboxComplete, { body: { orderId: unpaidOrderId, outcome: 'paid' } });
    await t.ok(orders.cancel, { body: { orderId: unpaidOrderId }, token: buyerToken });
    const cancelled = await t.ok(adminOrders.detail, { query: { orderId: unpaidOrderId }, token: admin });
    expect(cancelled.refunds).toMatchObject([
      { provider: 'sandbox', amount: '95.00', state: 'pending', attempts: 0, providerRefundId: null, settledAt: null },
    ]);
    await refundPayments(t.services, new Date(), unpaidOrderId);
    const refunded = await t.ok(adminOrders.detail, { query: { orderId: unpaidOrderId }, token: admin });
    expect(refunded.refunds).toMatchObject([
      { state: 'refunded', attempts: 1, providerRefundId: expect.stringMatching(/^sbx_re_/) },
    ]);
    expect(refunded.payments.find((payment) => payment.source === 'QR')?.state).toBe('refunded');
  });
});
