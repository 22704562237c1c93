// Four eyes on refunds that cannot be split, on the demo shop at the default limit (500.00): what one
// operator refunds on one order, and in one day, counts together, the request at hand included; above
// the limit a second operator pays. Two refunds by one operator at the same instant cannot both slip
// under it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AfterSaleView } from '@mall/contracts';
import { demoShopForFile, signedInOperator } from '../../../test/harness.ts';
import { demoMember, type DemoBuyer } from '../../../test/orders-support.ts';
import { decide, decideOk, receivedOrder, requestBody, together } from '../../../test/aftersale-support.ts';
import { adminAuth, adminOperators, afterSale } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();
const t = () => shop.t;

/** 299.00 (259.00 to members): one is under the limit, two are over it. */
const BEDDING = 'Cotton Bedding Set';
const LIMIT_MINOR = 50_000;
let operatorSeq = 0;

/** A fresh operator, so what others refunded today does not count. */
function newOperator(): Promise<string> {
  operatorSeq++;
  return signedInOperator(t(), {
    username: `refunder-${operatorSeq}`,
    password: 'Refunder@123456',
    roles: ['operator'],
  });
}

/** An admin made on the server, as the console makes one: no other admin granted it. */
async function consoleAdmin(): Promise<{ token: string }> {
  const username = `console-admin-${++operatorSeq}`;
  await withTransaction(t().db, (tx) =>
    t().services.operators.create(tx, {
      username,
      displayName: username,
      password: 'Refunder@123456',
      roles: ['admin'],
    }),
  );
  return { token: (await t().ok(adminAuth.login, { body: { username, password: 'Refunder@123456' } })).token };
}

/** A refund of `quantity` units of the line, approved by the operator: waiting to be paid. */
async function approvedRefund(buyer: DemoBuyer, lineId: number, quantity: number, token: string) {
  const asked = await t().ok(afterSale.apply, {
    body: requestBody({ orderLineId: lineId, type: 'refund', reason: 1, quantity, refundTarget: 'balance' }),
    token: buyer.token,
  });
  expect(Number(asked.refundAmount) * 100).toBeLessThanOrEqual(LIMIT_MINOR);
  await decideOk(t(), token, asked.id, 'approve');
  return asked;
}

async function cash(memberId: number): Promise<number> {
  return Number((await t().services.ledger.balances(t().db, memberId)).CASH);
}

const minor = (view: AfterSaleView) => Math.round(Number(view.refundAmount) * 100);

describe('refunds split on one order', () => {
  it('pay the first alone; the second, over the limit together, waits for a second operator', async () => {
    const [first, second] = [await newOperator(), await newOperator()];
    const buyer = await demoMember(t(), 'demo_regular');
    const { lineId } = await receivedOrder(t(), shop.adminToken, buyer, BEDDING, 2);
    const one = await approvedRefund(buyer, lineId, 1, first);
    const two = await approvedRefund(buyer, lineId, 1, first);
    expect(minor(one) + minor(two)).toBeGreaterThan(LIMIT_MINOR);
    const before = await cash(buyer.memberId);
    expect(await decideOk(t(), first, one.id, 'refund')).toMatchObject({ status: 7 });
    const waiting = await decideOk(t(), first, two.id, 'refund');
    expect(waiting).toMatchObject({ status: 5, refundApprovedBy: 'refunder-1' });
    expect(await cash(buyer.memberId)).toBe(before + minor(one));
    expect((await decide(t(), first, two.id, 'refund')).envelope.error).toBe('SECOND_OPERATOR_REQUIRED');
    expect(await decideOk(t(), second, two.id, 'refund')).toMatchObject({ status: 7 });
    expect(await cash(buyer.memberId)).toBe(before + minor(one) + minor(two));
  });
});

describe('refunds split over orders in one day', () => {
  it('count together for the operator: past the limit a second operator pays', async () => {
    const [first, second] = [await newOperator(), await newOperator()];
    const buyer = await demoMember(t(), 'demo_vip');
    const other = await demoMember(t(), 'demo_v730');
    const a = await receivedOrder(t(), shop.adminToken, buyer, BEDDING, 1);
    const b = await receivedOrder(t(), shop.adminToken, other, BEDDING, 1);
    const one = await approvedRefund(buyer, a.lineId, 1, first);
    const two = await approvedRefund(other, b.lineId, 1, first);
    expect(await decideOk(t(), first, one.id, 'refund')).toMatchObject({ status: 7 });
    expect(await decideOk(t(), first, two.id, 'refund')).toMatchObject({ status: 5 });
    expect(await decideOk(t(), second, two.id, 'refund')).toMatchObject({ status: 7 });
  });

  it('start again the next day (UTC)', async () => {
    const first = await newOperator();
    const buyer = await demoMember(t(), 'demo_vip');
    const a = await receivedOrder(t(), shop.adminToken, buyer, BEDDING, 1);
    const b = await receivedOrder(t(), shop.adminToken, buyer, BEDDING, 1);
    const one = await approvedRefund(buyer, a.lineId, 1, first);
    const two = await approvedRefund(buyer, b.lineId, 1, first);
    expect(await decideOk(t(), first, one.id, 'refund')).toMatchObject({ status: 7 });
    await t().db.execute(sql`update after_sales set refunded_at = refunded_at - interval '1 day' where id = ${one.id}`);
    expect(await decideOk(t(), first, two.id, 'refund')).toMatchObject({ status: 7 });
  });
});

describe('the second operator on a refund', () => {
  it('is never an admin who made the approving account, nor that account for its makers', async () => {
    const [maker, other, payer] = [await consoleAdmin(), await consoleAdmin(), await newOperator()];
    const proposed = await t().ok(adminOperators.create, {
      token: maker.token,
      json: true,
      body: { username: 'made-refunder', displayName: 'Made', password: 'Refunder@123456', roles: ['operator'] },
    });
    await t().ok(adminOperators.approve, { token: other.token, body: { id: proposed.pendingChangeId! } });
    const made = (await t().ok(adminAuth.login, { body: { username: 'made-refunder', password: 'Refunder@123456' } }))
      .token;
    const buyer = await demoMember(t(), 'demo_vip');
    const { lineId } = await receivedOrder(t(), shop.adminToken, buyer, BEDDING, 2);
    const asked = await t().ok(afterSale.apply, {
      body: requestBody({ orderLineId: lineId, type: 'refund', reason: 1, quantity: 2, refundTarget: 'balance' }),
      token: buyer.token,
    });
    await decideOk(t(), made, asked.id, 'approve');
    expect(await decideOk(t(), made, asked.id, 'refund')).toMatchObject({ status: 5 });
    for (const linked of [maker, other]) {
      expect((await decide(t(), linked.token, asked.id, 'refund')).envelope.error).toBe('APPROVAL_LINKED');
    }
    expect(await decideOk(t(), payer, asked.id, 'refund')).toMatchObject({ status: 7 });
  });
});

describe('two refunds by one operator at the same instant', () => {
  it('cannot both slip under the limit: one is paid, the other waits for a second operator', async () => {
    for (const sameOrder of [true, false]) {
      const first = await newOperator();
      const buyer = await demoMember(t(), 'demo_regular');
      const requests: AfterSaleView[] = [];
      if (sameOrder) {
        const { lineId } = await receivedOrder(t(), shop.adminToken, buyer, BEDDING, 2);
        for (let i = 0; i < 2; i++) requests.push(await approvedRefund(buyer, lineId, 1, first));
      } else {
        for (let i = 0; i < 2; i++) {
          const { lineId } = await receivedOrder(t(), shop.adminToken, buyer, BEDDING, 1);
          requests.push(await approvedRefund(buyer, lineId, 1, first));
        }
      }
      const answers = await together(
        requests.map(
          ({ id }) =>
            () =>
              decideOk(t(), first, id, 'refund'),
        ),
      );
      expect(answers.map((view) => view.status).sort(), `same order: ${sameOrder}`).toEqual([5, 7]);
    }
  });

  it('leaves the ledger clean', async () => {
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});
