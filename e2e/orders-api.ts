// Orders made and moved through the API, for journeys that start from an order in a given state: a
// member buys a product paid wholly from their cash balance, the back office ships it and reports
// tracking events, the member confirms receipt; and the steps of an after-sales request on either
// side; and a new member becoming VIP by buying the 199 set. Used by the order, after-sales and
// member journeys and the route walk.
import { expect } from 'vitest';
import { call, operatorToken } from './api.ts';
import { SECOND_ADMIN } from './shop-process.ts';

/** The first SKU of the first product a keyword finds. */
async function skuOf(keyword: string): Promise<string> {
  const found = await call<{ list: { id: number }[] }>(
    `/mallapi/product/searchKeyword?keyword=${encodeURIComponent(keyword)}`,
  );
  const detail = await call<{ skus: { productGoodsId: number }[] }>(`/mallapi/product/detail?id=${found.list[0]!.id}`);
  return String(detail.skus[0]!.productGoodsId);
}

export interface PlacedOrder {
  orderId: number;
  orderNo: string;
  status: number;
}

/** The member buys one of the product now, paid wholly from their cash balance (status 2, to ship). */
export async function buyFromBalance(token: string, keyword: string): Promise<PlacedOrder> {
  const productGoodsId = await skuOf(keyword);
  const addresses = await call<{ id: number }[]>('/mallapi/memberAddress/selectList', { token });
  const purchase = { productGoodsId, num: '1', addressId: String(addresses[0]!.id) };
  const preview = await call<{ balances: { cash: { max: string } } }>('/mallapi/orders/preview', {
    token,
    body: { ...purchase, useCash: '0' },
  });
  const order = await call<PlacedOrder & { payable: string }>('/mallapi/orders/create', {
    token,
    body: {
      ...purchase,
      useCash: preview.balances.cash.max,
      confirmBalances: 'true',
      idempotencyKey: `e2e-orders-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
  });
  if (order.status !== 2) throw new Error(`The balance did not pay order ${order.orderNo}: ${order.payable} left`);
  return order;
}

/**
 * The member buys one of the product now and pays it all by the sandbox QR (status 2, to ship):
 * no balance moves, so journeys that read the member's wallet see it as the demo left it. `form`
 * adds fields of the order form: a `shareCode`, or a `buyerAccount` to buy for another member.
 */
export async function buyByQr(
  token: string,
  keyword: string,
  form: { shareCode?: string; buyerAccount?: string } = {},
): Promise<PlacedOrder> {
  const productGoodsId = await skuOf(keyword);
  const addresses = await call<{ id: number }[]>('/mallapi/memberAddress/selectList', { token });
  const order = await call<PlacedOrder>('/mallapi/orders/create', {
    token,
    body: {
      productGoodsId,
      num: '1',
      addressId: String(addresses[0]!.id),
      ...form,
      idempotencyKey: `e2e-orders-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
  });
  await call('/mallapi/pay/prepay', { token, body: { orderId: String(order.orderId) } });
  await call('/dev/pay-sandbox/complete', { body: { orderId: String(order.orderId), outcome: 'paid' } });
  return { ...order, status: 2 };
}

/** The level the app reads for the member behind `token`. */
export async function levelOf(token: string): Promise<number> {
  return (await call<{ level: number }>('/mallapi/member/getUser', { token })).level;
}

/**
 * The member (who has an address) buys the 199 VIP set by the sandbox QR, and is VIP (level 2) once
 * the paid order's event reaches the member module, within seconds.
 */
export async function becomeVip(token: string): Promise<PlacedOrder> {
  const order = await buyByQr(token, '199 VIP Membership Set');
  await expect.poll(() => levelOf(token), { timeout: 30_000 }).toBe(2);
  return order;
}

export interface Shipped {
  shipmentId: number;
  carrier: string;
  trackingNo: string;
}

/** The back office ships every line of the order with a fresh tracking number. */
export async function shipOrder(operator: string, orderId: number, carrier = 'Thailand Post'): Promise<Shipped> {
  const trackingNo = `EE${Date.now()}${Math.floor(Math.random() * 1000)}TH`;
  const answer = await call<{ shipment: Shipped }>('/adminapi/orders/ship', {
    token: operator,
    body: { orderId: String(orderId), carrier, trackingNo },
  });
  return answer.shipment;
}

/** The back office records what the carrier reported about a parcel. */
export async function addTrackingEvent(operator: string, shipmentId: number, text: string): Promise<void> {
  await call('/adminapi/orders/trackingEvent', { token: operator, body: { shipmentId: String(shipmentId), text } });
}

/** The member cancels an order through the API (an unpaid one closes). */
export async function cancelOrder(token: string, orderId: number): Promise<void> {
  await call('/mallapi/orders/cancel', { token, body: { orderId: String(orderId) } });
}

/** The member confirms the parcel arrived (status 4, or 6 when the order has no reward MP). */
export async function receiveOrder(token: string, orderId: number): Promise<void> {
  await call('/mallapi/orders/confirmReceipt', { token, body: { orderId: String(orderId) } });
}

export interface AfterSaleSeen {
  id: number;
  type: string;
  status: number;
  refundAmount: string;
  images: unknown[];
  returnCarrier: string | null;
  returnTrackingNo: string | null;
}

/** One of the member's after-sales requests as the shop answers it. */
export async function afterSaleOf(token: string, id: number): Promise<AfterSaleSeen> {
  return call<AfterSaleSeen>(`/mallapi/afterSale/detail?id=${id}`, { token });
}

/** The member asks for after-sales through the API (for steps a journey does not tap through), with a key of its own. */
export async function applyAfterSale(token: string, body: Record<string, string>): Promise<AfterSaleSeen> {
  const idempotencyKey = `e2e-aftersale-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return call<AfterSaleSeen>('/mallapi/afterSale/apply', { token, body: { idempotencyKey, ...body } });
}

/** The back office's step on a request (approve, receive, inspect, refund, ship the replacement). */
export async function decideAfterSale(
  operator: string,
  id: number,
  action: 'approve' | 'reject' | 'receive' | 'inspect' | 'refund' | 'shipReplacement',
  extra: Record<string, string> = {},
): Promise<AfterSaleSeen> {
  return call<AfterSaleSeen>('/adminapi/afterSale/decide', {
    token: operator,
    body: { id: String(id), action, ...extra },
  });
}

/**
 * Pays an approved refund as the shop does: the operator's `refund` pays it, or, once what that
 * operator refunded on the order or today is above the limit, only approves it and the demo's
 * second admin pays it (docs/domain/aftersale.md, "Four eyes on refunds").
 */
export async function payRefund(operator: string, id: number): Promise<AfterSaleSeen & { bySecondOperator: boolean }> {
  const first = await decideAfterSale(operator, id, 'refund');
  if (first.status !== 5) return { ...first, bySecondOperator: false };
  const second = await decideAfterSale(await operatorToken(SECOND_ADMIN.username, SECOND_ADMIN.password), id, 'refund');
  return { ...second, bySecondOperator: true };
}

/** The member's withdrawable cash ("CASH"), in minor units. */
export async function withdrawableCash(token: string): Promise<number> {
  const balance = await call<{ withdrawableCash: string }>('/mallapi/memberWallet/getBalance', { token });
  return Math.round(Number(balance.withdrawableCash) * 100);
}
