// What an order's state means on the shopper's screens: the list's tabs as the address names them,
// the status text to show, and which buttons a card or the detail page offers. Pure, so the rules
// are tested without a screen.
import type { orderTabs, RefundView } from '@mall/contracts';

export type OrderTab = (typeof orderTabs)[number];

/** The list's tabs in the order they are shown. */
export const listTabs: readonly OrderTab[] = ['all', 'pay', 'ship', 'receive', 'review', 'afterSale'];

/**
 * The tab a list address names (`?tab=`). The account page's shortcuts write `after-sale`, the
 * server `afterSale`: both open the after-sale tab; anything unknown opens "all".
 */
export function tabOfQuery(raw: string | null | undefined): OrderTab {
  const value = (raw ?? '').trim();
  if (value === 'after-sale') return 'afterSale';
  return listTabs.find((tab) => tab === value) ?? 'all';
}

/** How a tab is written in the address, as the account page's shortcuts write it. */
export function queryOfTab(tab: OrderTab): string {
  return tab === 'afterSale' ? 'after-sale' : tab;
}

/** The status words, by the status to show (7 "to review" is a view of received or complete). */
export const statusNames = {
  1: 'pendingPayment',
  2: 'toShip',
  3: 'toReceive',
  4: 'received',
  5: 'closed',
  6: 'complete',
  7: 'toReview',
} as const;
export type StatusName = (typeof statusNames)[keyof typeof statusNames];

export interface OrderState {
  status: number;
  viewStatus: number;
  /** Received, with reward MP the member has still to confirm. */
  awaitingMp: boolean;
}

/** The status text's key: "to review" while lines wait for a review, else the order's status. */
export function statusNameOf(order: Pick<OrderState, 'status' | 'viewStatus'>): StatusName | null {
  const shown = order.viewStatus === 7 ? 7 : order.status;
  return shown in statusNames ? statusNames[shown as keyof typeof statusNames] : null;
}

export type OrderAction =
  'cancel' | 'pay' | 'logistics' | 'confirmReceipt' | 'confirmMp' | 'review' | 'delete' | 'afterSale';

/**
 * The buttons an order offers, in the order they are shown (the main one last, at the right):
 * unpaid → cancel, pay; paid → cancel; shipping → logistics, confirm receipt; received or complete
 * → after-sales; received with MP to confirm → confirm MP; received or complete with lines to
 * review → review; closed or complete → delete.
 */
export function orderActions(order: OrderState): OrderAction[] {
  const toReview = order.viewStatus === 7;
  switch (order.status) {
    case 1:
      return ['cancel', 'pay'];
    case 2:
      return ['cancel'];
    case 3:
      return ['logistics', 'confirmReceipt'];
    case 4:
      return [
        'afterSale',
        ...(toReview ? (['review'] as const) : []),
        ...(order.awaitingMp ? (['confirmMp'] as const) : []),
      ];
    case 5:
      return ['delete'];
    case 6:
      return ['delete', 'afterSale', ...(toReview ? (['review'] as const) : [])];
    default:
      return [];
  }
}

/** The main step of an order, drawn filled; the others are outlined. */
export function isPrimaryAction(action: OrderAction): boolean {
  return action === 'pay' || action === 'confirmReceipt' || action === 'confirmMp' || action === 'review';
}

/** Steps that change the order for good: the shopper confirms them first. */
export function needsConfirmation(action: OrderAction): action is 'cancel' | 'confirmReceipt' | 'confirmMp' | 'delete' {
  return action === 'cancel' || action === 'confirmReceipt' || action === 'confirmMp' || action === 'delete';
}

/** Where a refund went, as the server names the source an order was paid from. */
export const refundSources = [
  'COUPON',
  'DISCOUNT_CARD',
  'VOUCHER',
  'BEANS',
  'CASH_GIFT',
  'CASH',
  'QR',
  'POINTS',
] as const;

export type Refund = RefundView;

/**
 * What to say of where a part went, beyond its source: nothing for a balance it went back to; for
 * the QR part, the payment method it is going or went back to, or the cash balance instead.
 */
export function refundNote(refund: Pick<Refund, 'to' | 'state'>): RefundNote | null {
  if (refund.to === 'source') return null;
  return `${refund.to}.${refund.state}`;
}
export type RefundNote = `${Exclude<RefundView['to'], 'source'>}.${RefundView['state']}`;

export interface TimelineStep {
  at: string;
  text: string;
  /** The parcel leaving, the oldest step; the others are the tracking events. */
  isShipped: boolean;
}

/** A parcel's timeline, newest first: its tracking events, then its shipping at `shippedAt`. */
export function parcelTimeline(shipment: {
  shippedAt: string;
  events: { at: string; text: string }[];
}): TimelineStep[] {
  const events = [...shipment.events]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .map(({ at, text }) => ({ at, text, isShipped: false }));
  return [...events, { at: shipment.shippedAt, text: '', isShipped: true }];
}
