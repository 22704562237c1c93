// What an after-sales request means on the shopper's screens: which kinds an order may ask for, the
// status words of each state machine, which steps the member may take now, and the checks of the
// return parcel. Pure, so the rules are tested without a screen.
import type { AfterSaleType, EXCHANGE_STATUS, REFUND_STATUS, RefundTarget } from '@mall/contracts';

export const afterSaleTypes: readonly AfterSaleType[] = ['refund', 'return', 'exchange'];
export const refundTargets: readonly RefundTarget[] = ['balance', 'discountCard', 'voucher'];
/** 0 changed mind, 1 quality problem, 2 wrong item, 3 damaged, 4 other. */
export const afterSaleReasons = [0, 1, 2, 3, 4] as const;
export type AfterSaleReason = (typeof afterSaleReasons)[number];
export const MAX_PHOTOS = 6;

/** A reason as the server sends it; one the app does not know reads as "other". */
export function reasonOf(reason: number): AfterSaleReason {
  return afterSaleReasons.find((known) => known === reason) ?? 4;
}

/** Each status's name, as the contract names it (checked against it by type). */
type NamesOf<T extends Record<string, number>> = { [K in keyof T as T[K]]: K };
const refundNames = {
  1: 'applied',
  2: 'returnApproved',
  3: 'courierSubmitted',
  4: 'inspecting',
  5: 'refundApproved',
  6: 'rejected',
  7: 'refunded',
  8: 'cancelled',
} as const satisfies NamesOf<typeof REFUND_STATUS>;
const exchangeNames = {
  1: 'applied',
  2: 'returnItem',
  3: 'expressSubmitted',
  4: 'inspecting',
  5: 'approved',
  6: 'replacementShipping',
  7: 'success',
  8: 'rejected',
  9: 'notApproved',
  10: 'cancelled',
  11: 'sendMore',
} as const satisfies NamesOf<typeof EXCHANGE_STATUS>;

export type RefundStatusName = (typeof refundNames)[keyof typeof refundNames];
export type ExchangeStatusName = (typeof exchangeNames)[keyof typeof exchangeNames];

/**
 * The message key of a request's status: `refund.<name>` for refunds and returns (one machine),
 * `exchange.<name>` for exchanges; null for a status the app does not know.
 */
export function statusKeyOf(request: {
  type: AfterSaleType;
  status: number;
}): `refund.${RefundStatusName}` | `exchange.${ExchangeStatusName}` | null {
  if (request.type === 'exchange') {
    const name = exchangeNames[request.status as keyof typeof exchangeNames] as ExchangeStatusName | undefined;
    return name ? `exchange.${name}` : null;
  }
  const name = refundNames[request.status as keyof typeof refundNames] as RefundStatusName | undefined;
  return name ? `refund.${name}` : null;
}

export interface RequestState {
  type: AfterSaleType;
  status: number;
}

/** Whether the shop waits for the member's parcel: a return approved, an exchange approved or short. */
export function awaitsGoods({ type, status }: RequestState): boolean {
  return type === 'return' ? status === 2 : type === 'exchange' && (status === 2 || status === 11);
}

/** Whether the member may still withdraw: refund 1, return 1-2, exchange 1, 2, 11 (as the server allows). */
export function canWithdraw({ type, status }: RequestState): boolean {
  if (type === 'refund') return status === 1;
  if (type === 'return') return status === 1 || status === 2;
  return status === 1 || status === 2 || status === 11;
}

/** Whether the member may say the replacement arrived: an exchange whose replacement shipped (6). */
export function awaitsReceipt({ type, status }: RequestState): boolean {
  return type === 'exchange' && status === 6;
}

export type AfterSaleAction = 'withdraw' | 'sendBack' | 'confirmReceipt';

/** The member's steps on a request, the main one last: withdraw, send goods back, confirm receipt. */
export function afterSaleActions(request: RequestState): AfterSaleAction[] {
  return [
    ...(canWithdraw(request) ? (['withdraw'] as const) : []),
    ...(awaitsGoods(request) ? (['sendBack'] as const) : []),
    ...(awaitsReceipt(request) ? (['confirmReceipt'] as const) : []),
  ];
}

/** Whether the request pays money back (refund and return), so its amount and target are shown. */
export function paysMoney(type: AfterSaleType): boolean {
  return type !== 'exchange';
}

export interface OrderForAfterSale {
  status: number;
  /** The order's reward MP; once confirmed (complete, status 6) only exchanges are allowed. */
  rewardMp: number;
}

/** Whether an order may ask for after-sales: received (4) or complete (6). */
export function canAskAfterSale(order: Pick<OrderForAfterSale, 'status'>): boolean {
  return order.status === 4 || order.status === 6;
}

/**
 * The kinds the form offers: set orders (any line granting a level) and orders whose MP is
 * confirmed may only exchange; the others may also ask for money. The server has the last word.
 */
export function offeredTypes(order: OrderForAfterSale, isSetOrder: boolean): readonly AfterSaleType[] {
  const mpConfirmed = order.status === 6 && order.rewardMp > 0;
  return isSetOrder || mpConfirmed ? ['exchange'] : afterSaleTypes;
}

export interface TimelineStep {
  status: number;
  at: string;
}

/** The request's steps newest first; equal times keep the later-recorded step first. */
export function timelineOf<T extends TimelineStep>(steps: readonly T[]): T[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => Date.parse(b.step.at) - Date.parse(a.step.at) || b.index - a.index)
    .map(({ step }) => step);
}

/** The return parcel as the server accepts it: a carrier name and a 4-40 letter, digit or dash number. */
export function parcelProblem(carrier: string, trackingNo: string): 'carrier' | 'trackingNo' | null {
  const name = carrier.trim();
  if (name.length === 0 || name.length > 40) return 'carrier';
  if (!/^[A-Za-z0-9-]{4,40}$/.test(trackingNo.trim())) return 'trackingNo';
  return null;
}

/** A whole, positive quantity within what the line holds; the stepper's value otherwise clamped. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}
