// Sixteen payments of one sell-beans order released together: exactly one pays it, the beans and
// the money move once, and the ledger stays clean.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { beans, memberWallet } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { listening, raced } from '../../../test/held-requests.ts';
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
