// Sixteen payments of one sell-beans order released together: exactly one pays it, the beans and
// the money move once, and the ledger stays clean.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { beans, memberWallet, pay } from '@mall/contracts';
import { createTestApp, formEncode, type TestApp } from '../../../test/harness.ts';
import { holdPost, listening, raced, raceHeld } from '../../../test/held-requests.ts';
import { key, sell, sellerAndFriend } from '../../../test/beans-support.ts';
import { credit } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';

const CONTENDERS = 16;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ port } = await listening(t));
});
afterAll(() => t.close());

it('of 16 concurrent payments of one order exactly one succeeds, with no double movement', async () => {
  const { seller, friend } = await sellerAndFriend(t);
  await credit(t, friend.memberId, 'CASH', 1_000_000);
  const order = (await sell(t, seller, friend)).envelope.result!;
  const bodies = Array.from({ length: CONTENDERS }, () => ({
    id: order.id,
    payMethod: 'CASH',
    idempotencyKey: key(),
  }));
  const answers = await raced(port, beans.buy, friend.token, bodies);
  const paid = answers.filter((answer) => answer.envelope.success);
  const refused = answers.map((answer) => answer.envelope.error).filter(Boolean);
  expect(paid).toHaveLength(1);
  expect(refused).toEqual(Array.from({ length: CONTENDERS - 1 }, () => 'BEANS_ORDER_CLOSED'));
  const buyer = await t.ok(memberWallet.getBalance, { token: friend.token });
  const sellerBalance = await t.ok(memberWallet.getBalance, { token: seller.token });
  expect(buyer).toMatchObject({ beans: '100.00', withdrawableCash: '9850.00' });
  expect(sellerBalance).toMatchObject({ beans: '400.00', heldBeans: '0.00', withdrawableCash: '150.00' });
  const report = await auditLedger(t.db);
  expect(report.isClean, JSON.stringify(report)).toBe(true);
});

it('a QR payment racing cash payments of one order: the order is paid once, the other money goes back', async () => {
  const { seller, friend } = await sellerAndFriend(t);
  await credit(t, friend.memberId, 'CASH', 100_000);
  const order = (await sell(t, seller, friend)).envelope.result!;
  await t.ok(pay.prepay, { body: { orderId: order.id, payableKind: 'beans-order' }, token: friend.token });
  const headers = { 'content-type': 'application/x-www-form-urlencoded', 'app-version': 'h5_2.7.5', lang: 'en_US' };
  const cash = Array.from({ length: 8 }, () =>
    holdPost(port, beans.buy.path, formEncode({ id: order.id, payMethod: 'CASH', idempotencyKey: key() }), {
      ...headers,
      token: friend.token,
    }),
  );
  const qr = holdPost(
    port,
    pay.sandboxComplete.path,
    formEncode({ orderId: order.id, payableKind: 'beans-order', outcome: 'paid' }),
    headers,
  );
  const answers = await raceHeld([...cash, qr]);
  const cashPaid = answers.slice(0, 8).filter((answer) => (JSON.parse(answer.body) as { success: boolean }).success);
  expect(cashPaid.length).toBeLessThanOrEqual(1);
  const detail = await t.ok(beans.orderDetail, { query: { id: order.id }, token: friend.token });
  expect(detail.state).toBe('paid');
  expect(detail.payMethod).toBe(cashPaid.length === 1 ? 'CASH' : 'QR');
  // Whoever won, the buyer's cash is whole again (paid by QR, or paid by cash and the QR money
  // credited back), the beans moved once and the seller was paid once.
  const buyer = await t.ok(memberWallet.getBalance, { token: friend.token });
  const sellerBalance = await t.ok(memberWallet.getBalance, { token: seller.token });
  expect(buyer).toMatchObject({ beans: '100.00', withdrawableCash: '1000.00' });
  expect(sellerBalance).toMatchObject({ beans: '400.00', heldBeans: '0.00', withdrawableCash: '150.00' });
  const report = await auditLedger(t.db);
  expect(report.isClean, JSON.stringify(report)).toBe(true);
});
