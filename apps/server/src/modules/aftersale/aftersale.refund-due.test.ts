// The refund promise over the wire on the demo shop: an approved refund (or a return's, once its
// goods pass inspection) is paid by 7 business days after approval, the shop's holidays move that
// day, members and operators see it, and the back office's queue finds refunds due and overdue,
// soonest first. Time moves through the service's clock.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adminAfterSale, adminOrders, adminSettings, afterSale, orders } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { buyWithCash, demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';

const shop = demoShopForFile();
const t = () => shop.t;

const CLEANSER = 'Gentle Amino Acid Cleanser';
/** A Friday morning in the shop (UTC). */
const FRIDAY = new Date('2026-12-18T10:00:00Z');
let trackingSeq = 0;
const tracking = () => `RD${Date.now()}${trackingSeq++}`;

/** Sets the after-sales service's clock: the day the shop approves, or the day it reads its queue. */
const at = (when: Date | string) => {
  const instant = new Date(when);
  t().services.afterSales.clock = () => instant;
};

afterEach(() => {
  t().services.afterSales.clock = () => new Date();
});

/** A request of `type` for one unit of a received order of the buyer's, asked today. */
async function asked(buyer: DemoBuyer, type: 'refund' | 'return') {
  const placed = await buyWithCash(t(), buyer, await skuOf(t(), CLEANSER), 1);
  await t().ok(adminOrders.ship, {
    body: { orderId: placed.orderId, carrier: 'Kerry Express', trackingNo: tracking() },
    token: shop.adminToken,
  });
  await t().ok(orders.confirmReceipt, { body: { orderId: placed.orderId }, token: buyer.token });
  const detail = await t().ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
  const body = { orderLineId: detail.lines[0]!.id, type, reason: 1, quantity: 1, refundTarget: 'balance' } as const;
  return t().ok(afterSale.apply, { body: { ...body, idempotencyKey: orderKey() }, token: buyer.token });
}

function decide(id: number, action: string, extra: Record<string, string> = {}) {
  return t().ok(adminAfterSale.decide, { body: { id, action, ...extra } as never, token: shop.adminToken });
}

async function holidays(days: string[]) {
  return t().call(adminSettings.update, {
    token: shop.adminToken,
    lang: 'en_US',
    body: { key: 'refundRules', value: { businessDays: 7, holidays: days } },
    json: true,
  });
}

const memberView = (buyer: DemoBuyer, id: number) => t().ok(afterSale.detail, { query: { id }, token: buyer.token });

async function queue(query: Record<string, string>) {
  const found = await t().ok(adminAfterSale.page, { query: { pageSize: '100', ...query }, token: shop.adminToken });
  return found.list;
}

describe('the refund promise', () => {
  it('stamps a refund approved on a Friday with the Tuesday after next, shown to the member and in the queue', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const request = await asked(buyer, 'refund');
    expect(request.refundDueBy).toBeUndefined();
    at(FRIDAY);
    const approved = await decide(request.id, 'approve');
    expect(approved).toMatchObject({
      status: 5,
      refundDueBy: '2026-12-29',
      refundOverdue: false,
      refundDueSoon: false,
    });
    expect(await memberView(buyer, request.id)).toMatchObject({ refundDueBy: '2026-12-29', refundOverdue: false });
    const mine = await t().ok(afterSale.queryPage, { body: { pageNum: 1, pageSize: 20 }, token: buyer.token });
    expect(mine.list.find((found) => found.id === request.id)).toMatchObject({ refundDueBy: '2026-12-29' });
    // Paid: the day stays, as history, and is never overdue.
    at('2027-01-05T10:00:00Z');
    const paid = await decide(request.id, 'refund');
    expect(paid).toMatchObject({ status: 7, refundDueBy: '2026-12-29', refundOverdue: false });
    expect((await queue({ overdue: '1' })).map((found) => found.id)).not.toContain(request.id);
  });

  it('moves the day past a holiday in the settings, for a return once its goods pass inspection', async () => {
    expect((await holidays(['2026-12-25', '2026-12-26'])).envelope.success).toBe(true);
    const buyer = await demoMember(t(), 'demo_regular');
    const request = await asked(buyer, 'return');
    at(FRIDAY);
    expect((await decide(request.id, 'approve')).refundDueBy).toBeUndefined();
    await t().ok(afterSale.submitExpress, {
      body: { id: request.id, carrier: 'Flash', trackingNo: tracking() },
      token: buyer.token,
    });
    await decide(request.id, 'receive');
    const passed = await decide(request.id, 'inspect', { passed: 'true' });
    expect(passed).toMatchObject({ status: 5, refundDueBy: '2026-12-30' });
    expect((await holidays([])).envelope.success).toBe(true);
  });

  it('refuses holidays that are not real days, or the same day twice', async () => {
    const notADay = await holidays(['2026-02-30']);
    expect(notADay.envelope).toMatchObject({ success: false, code: 400 });
    expect(JSON.stringify(notADay.envelope)).toContain('must be a valid date (YYYY-MM-DD)');
    const twice = await holidays(['2026-12-25', '2026-12-25']);
    expect(twice.envelope).toMatchObject({ success: false, code: 400 });
    expect(JSON.stringify(twice.envelope)).toContain('each day may be listed only once');
    const rules = await t().services.settings.get(t().db, 'refundRules');
    expect(rules).toEqual({ businessDays: 7, holidays: [] });
  });

  it('finds refunds past their day with overdue=1, and flags the one due within a business day', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const first = await asked(buyer, 'refund');
    const second = await asked(buyer, 'refund');
    at(FRIDAY);
    await decide(first.id, 'approve');
    at('2026-12-21T10:00:00Z');
    expect((await decide(second.id, 'approve')).refundDueBy).toBe('2026-12-30');

    at('2026-12-29T23:59:00Z');
    expect((await queue({ overdue: '1' })).map((found) => found.id)).not.toContain(first.id);
    const due = (await queue({ refundDue: '1' })).filter((found) => [first.id, second.id].includes(found.id));
    expect(due.map((found) => [found.id, found.refundDueSoon, found.refundOverdue])).toEqual([
      [first.id, true, false],
      [second.id, true, false],
    ]);

    at('2026-12-30T00:01:00Z');
    const overdue = await queue({ overdue: '1' });
    expect(overdue.map((found) => found.id)).toContain(first.id);
    expect(overdue.map((found) => found.id)).not.toContain(second.id);
    expect(overdue.every((found) => found.refundOverdue === true)).toBe(true);
    expect(await memberView(buyer, first.id)).toMatchObject({ refundDueBy: '2026-12-29', refundOverdue: true });
    const detail = await t().ok(adminAfterSale.detail, { query: { id: second.id }, token: shop.adminToken });
    expect(detail).toMatchObject({ refundDueBy: '2026-12-30', refundOverdue: false, refundDueSoon: true });
    const dueList = (await queue({ refundDue: '1' })).map((found) => found.refundDueBy);
    expect(dueList).toEqual([...dueList].sort());
  });
});

describe('the migration that promises refunds approved before', () => {
  it('gives an approved, unpaid refund 7 weekdays from its approval on the timeline, and leaves the rest', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const waiting = await asked(buyer, 'refund');
    const paid = await asked(buyer, 'refund');
    await decide(waiting.id, 'approve');
    await decide(paid.id, 'approve');
    await decide(paid.id, 'refund');
    const ids = [waiting.id, paid.id];
    await t().db.execute(sql`update after_sales set refund_due_by = null where id in (${waiting.id}, ${paid.id})`);
    await t().db.execute(
      sql`update after_sale_steps set at = '2026-12-18T23:30:00Z' where after_sale_id in (${waiting.id}, ${paid.id}) and status = 5`,
    );
    const migration = readFileSync(new URL('./migrations/0006_refund_due_backfill.sql', import.meta.url), 'utf8');
    await t().db.execute(sql.raw(migration));
    const rows = await t().db.execute<{ id: number; due: string | null }>(
      sql`select id::int, refund_due_by::text as due from after_sales where id in (${waiting.id}, ${paid.id}) order by id`,
    );
    expect(rows.rows).toEqual([
      { id: ids[0], due: '2026-12-29' },
      { id: ids[1], due: null },
    ]);
  });
});
