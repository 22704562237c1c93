// Shared steps of the after-sales tests on the demo shop: a received order paid from cash, a
// request with a fresh key, an operator's step, and a barrier that starts racing calls together.
import { adminAfterSale, adminOrders, orders, type afterSale, type AfterSaleView, type BodyOf } from '@mall/contracts';
import { withTransaction } from '../src/db/client.ts';
import type { TestApp } from './harness.ts';
import { buyWithCash, orderKey, skuOf, type DemoBuyer } from './orders-support.ts';

let trackingSeq = 0;

/** Lets one operator refund any amount: for tests whose subject is not the two-person limit. */
export async function oneOperatorRefundsAll(t: TestApp): Promise<void> {
  await withTransaction(t.db, (tx) =>
    t.services.settings.update(
      tx,
      'afterSaleRules',
      { windowDays: 7, returnDays: 7, refundApprovalMinor: 100_000_000 },
      null,
    ),
  );
}
export const tracking = () => `AS${Date.now()}${trackingSeq++}`;

/** A received order of `num` units paid from cash: its id and its one line's id. */
export async function receivedOrder(t: TestApp, adminToken: string, buyer: DemoBuyer, product: string, num: number) {
  const productGoodsId = await skuOf(t, product);
  const placed = await buyWithCash(t, buyer, productGoodsId, num);
  await t.ok(adminOrders.ship, {
    body: { orderId: placed.orderId, carrier: 'Kerry Express', trackingNo: tracking() },
    token: adminToken,
  });
  await t.ok(orders.confirmReceipt, { body: { orderId: placed.orderId }, token: buyer.token });
  const detail = await t.ok(orders.detail, { query: { orderId: placed.orderId }, token: buyer.token });
  return { orderId: placed.orderId, lineId: detail.lines[0]!.id, status: detail.status };
}

/** The member's request body with a fresh key. */
export function requestBody(
  body: Omit<BodyOf<typeof afterSale.apply>, 'idempotencyKey'>,
): BodyOf<typeof afterSale.apply> {
  return { idempotencyKey: orderKey(), ...body };
}

/** An operator's step on a request, answered as it came (success or refusal). */
export function decide(t: TestApp, token: string, id: number, action: 'approve' | 'refund' | 'reject') {
  return t.call(adminAfterSale.decide, { body: { id, action, note: action === 'reject' ? 'No' : '' }, token });
}

/** An operator's step that must succeed: the request as it stands after it. */
export async function decideOk(t: TestApp, token: string, id: number, action: 'approve' | 'refund') {
  const answer = await decide(t, token, id, action);
  if (!answer.envelope.success) throw new Error(`${action}: ${answer.envelope.message}`);
  return answer.envelope.result as AfterSaleView;
}

/** Runs every call only once all of them have been started, so they reach the server together. */
export async function together<T>(calls: (() => Promise<T>)[]): Promise<T[]> {
  let release!: () => void;
  const barrier = new Promise<void>((resolve) => (release = resolve));
  const started = calls.map(async (call) => {
    await barrier;
    return call();
  });
  release();
  return Promise.all(started);
}
