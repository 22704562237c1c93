// The sandbox bank and provider callbacks under concurrent load over real sockets: one intent is
// paid once however many completions or callbacks race for it, no race credits cash, a late
// payment is credited once per intent, and the sandbox answers nobody but this machine.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pay } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { freePort } from '../../../test/free-port.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { holdPost, raceHeld } from '../../../test/held-requests.ts';
import { demoMember, orderKey, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';

const CONTENDERS = 16;
let t: TestApp;
let port: number;
let buyer: DemoBuyer;
let productGoodsId: number;

interface Envelope {
  success: boolean;
  error?: string;
  result: { outcome?: string; action?: string } | null;
}

/** An unpaid order with its sandbox QR shown: answers the order, its intent and the bank page's path. */
async function orderWithQr() {
  const order = await t.ok(orders.create, {
    body: { productGoodsId, num: 1, addressId: buyer.addressId, idempotencyKey: orderKey() },
    token: buyer.token,
  });
  const qr = await t.ok(pay.prepay, { body: { orderId: order.orderId }, token: buyer.token });
  const intent = (await t.services.payments.latestIntent(t.db, order.orderId))!;
  return { order, intent, bankPath: new URL(qr.bankUrl!).pathname };
}

/** The sandbox's `complete` as a tester's script sends it, held for the race. */
function completion(orderId: number) {
  return holdPost(port, pay.sandboxComplete.path, `orderId=${orderId}&outcome=paid`, {
    'content-type': 'application/x-www-form-urlencoded',
    'app-version': 'h5_2.7.5',
    lang: 'en_US',
  });
}

/** A signed sandbox callback, each under its own event id, for the same payment of the intent. */
function resentCallback(intent: { id: number; orderId: number; amountMinor: number }) {
  const body = JSON.stringify({
    eventId: randomUUID(),
    intentId: intent.id,
    orderId: intent.orderId,
    amountMinor: intent.amountMinor,
    outcome: 'paid',
    reference: `SBX-RESENT-${intent.id}`,
  });
  return holdPost(port, '/mallapi/pay/notify/sandbox', body, {
    'content-type': 'application/json',
    'x-sandbox-signature': t.services.sandboxSigner.sign(body),
  });
}

const envelopes = (answers: { body: string }[]) => answers.map((answer) => JSON.parse(answer.body) as Envelope);

async function cash() {
  return (await t.services.ledger.balances(t.db, buyer.memberId)).CASH;
}

/** Ledger transactions that gave the order's money back to the member's balance. */
async function creditsOf(orderId: number): Promise<number> {
  const rows = await t.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ledger_transactions
     where kind = 'ORDER_REFUND' and reference = ${`order:${orderId}`}`);
  return rows.rows[0]!.n;
}

async function orderStatus(orderId: number) {
  return (await t.ok(orders.detail, { query: { orderId }, token: buyer.token })).status;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  buyer = await demoMember(t, 'demo_regular');
  productGoodsId = await skuOf(t, 'Glass Food Container Set', 200);
  port = await freePort();
  await t.app.listen({ host: '127.0.0.1', port });
});
afterAll(() => t.close());

describe('the sandbox bank under concurrent completions', () => {
  it('pays one intent once when 16 completions arrive together, crediting no cash', async () => {
    const { order } = await orderWithQr();
    const before = await cash();
    const answers = envelopes(await raceHeld(Array.from({ length: CONTENDERS }, () => completion(order.orderId))));
    expect(answers.filter((answer) => answer.success && answer.result?.outcome === 'paid')).toHaveLength(1);
    const others = answers.filter((answer) => !(answer.success && answer.result?.outcome === 'paid'));
    expect(others.map((answer) => answer.error)).toEqual(Array(CONTENDERS - 1).fill('ORDER_NOT_PAYABLE'));
    expect(await orderStatus(order.orderId)).toBe(2);
    expect(await cash()).toBe(before);
    expect(await creditsOf(order.orderId)).toBe(0);
    const recorded = await t.db.execute<{ action: string; n: number }>(sql`
      select action, count(*)::int as n from payment_callbacks where order_id = ${order.orderId} group by action`);
    expect(recorded.rows).toEqual([{ action: 'paid', n: 1 }]);
  });

  it('pays each of three orders once when 16 completions race for each at the same moment', async () => {
    const placed = [await orderWithQr(), await orderWithQr(), await orderWithQr()];
    const before = await cash();
    const held = placed.flatMap(({ order }) => Array.from({ length: CONTENDERS }, () => completion(order.orderId)));
    const answers = envelopes(await raceHeld(held));
    expect(answers.filter((answer) => answer.success && answer.result?.outcome === 'paid')).toHaveLength(3);
    expect(answers.filter((answer) => answer.result?.outcome === 'refundedToBalance')).toHaveLength(0);
    for (const { order, intent } of placed) {
      expect(await orderStatus(order.orderId)).toBe(2);
      expect(await creditsOf(order.orderId)).toBe(0);
      expect((await t.services.payments.intent(t.db, intent.id))!.state).toBe('success');
    }
    expect(await cash()).toBe(before);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('credits a late completion of a closed order once, however many race for it', async () => {
    const { order, intent } = await orderWithQr();
    await withTransaction(t.db, (tx) => t.services.orders.closeUnpaid(tx, order.orderId, new Date()));
    const before = await cash();
    const answers = envelopes(await raceHeld(Array.from({ length: CONTENDERS }, () => completion(order.orderId))));
    expect(answers.filter((answer) => answer.result?.outcome === 'refundedToBalance')).toHaveLength(1);
    expect(await cash()).toBe(before + intent.amountMinor);
    expect(await creditsOf(order.orderId)).toBe(1);
    expect(await orderStatus(order.orderId)).toBe(5);
  });
});

describe('provider callbacks for one payment under new event ids', () => {
  it('pays an open order once and credits nothing when the payment is resent 16 times at once', async () => {
    const { order, intent } = await orderWithQr();
    const before = await cash();
    const answers = envelopes(await raceHeld(Array.from({ length: CONTENDERS }, () => resentCallback(intent))));
    const actions = answers.map((answer) => answer.result?.action);
    expect(actions.filter((action) => action === 'paid')).toHaveLength(1);
    expect(actions.filter((action) => action === 'alreadyPaid')).toHaveLength(CONTENDERS - 1);
    expect(await orderStatus(order.orderId)).toBe(2);
    expect(await cash()).toBe(before);
    expect(await creditsOf(order.orderId)).toBe(0);
  });

  it('credits a payment for a closed order once per intent, however often and however fast it is resent', async () => {
    const { order, intent } = await orderWithQr();
    await withTransaction(t.db, (tx) => t.services.orders.closeUnpaid(tx, order.orderId, new Date()));
    const before = await cash();
    const answers = envelopes(await raceHeld(Array.from({ length: CONTENDERS }, () => resentCallback(intent))));
    const actions = answers.map((answer) => answer.result?.action);
    expect(actions.filter((action) => action === 'refundedToBalance')).toHaveLength(1);
    expect(await cash()).toBe(before + intent.amountMinor);
    expect(await creditsOf(order.orderId)).toBe(1);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});

describe('the sandbox routes', () => {
  it('are not found from another machine, whatever X-Forwarded-For claims, and change nothing', async () => {
    const { order, bankPath } = await orderWithQr();
    for (const remoteAddress of ['203.0.113.9', '192.168.1.20', '10.0.0.2']) {
      const headers = { 'x-forwarded-for': '127.0.0.1' };
      const complete = await t.app.inject({
        method: 'POST',
        url: pay.sandboxComplete.path,
        remoteAddress,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `orderId=${order.orderId}&outcome=paid`,
      });
      expect(complete.statusCode).toBe(404);
      const page = await t.app.inject({ method: 'GET', url: `${bankPath}?orderId=${order.orderId}`, remoteAddress });
      expect(page.statusCode).toBe(404);
      const form = await t.app.inject({
        method: 'POST',
        url: bankPath,
        remoteAddress,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `orderId=${order.orderId}&outcome=paid`,
      });
      expect(form.statusCode).toBe(404);
    }
    expect(await orderStatus(order.orderId)).toBe(1);
    const local = await t.app.inject({ method: 'GET', url: `${bankPath}?orderId=${order.orderId}` });
    expect(local.statusCode).toBe(200);
  });
});
