// The back office's orders over the wire: filters, the CSV export with formulas neutralised, one
// order with its payments, ledger movements, provider callbacks, parcels and QR refund, and who may
// read them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrders, member, orders, pay, product } from '@mall/contracts';
import { createTestApp, demoAdminToken, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { refundPayments } from '../../jobs/index.ts';

let t: TestApp;
let admin: string;
let buyerToken: string;
let paidOrderId: number;
let unpaidOrderId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await demoAdminToken(t);
  const session = await t.ok(member.login, { body: { username: 'demo_vip', password: 'Demo@123456' } });
  buyerToken = session.token;
  const memberId = (await t.ok(member.getUser, { token: buyerToken })).memberId;
  const addressId = (await t.services.addresses.book.byDefault(t.db, 'en_US', memberId))!.id;
  const found = await t.ok(product.searchKeyword, { query: { keyword: 'Glass Food Container Set' } });
  const productGoodsId = (await t.ok(product.detail, { query: { id: found.list[0]!.id } })).skus[0]!.productGoodsId;
  await t.db.execute(sql`update catalog_skus set stock = 50 where id = ${productGoodsId}`);
  const body = { productGoodsId, num: 1, addressId, remark: '=HYPERLINK("x")' };
  const paid = await t.ok(orders.create, {
    body: { ...body, useCash: '95.00', confirmBalances: true, idempotencyKey: `k-${randomUUID()}` },
    token: buyerToken,
  });
  paidOrderId = paid.orderId;
  const unpaid = await t.ok(orders.create, {
    body: { ...body, idempotencyKey: `k-${randomUUID()}` },
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
