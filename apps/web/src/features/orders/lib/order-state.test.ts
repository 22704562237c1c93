import { describe, expect, it } from 'vitest';
import {
  isPrimaryAction,
  needsConfirmation,
  orderActions,
  parcelTimeline,
  queryOfTab,
  refundNote,
  statusNameOf,
  tabOfQuery,
} from './order-state.ts';

const order = (status: number, viewStatus = status, awaitingMp = false) => ({ status, viewStatus, awaitingMp });

describe('tabOfQuery', () => {
  it("reads the account page's names and the server's", () => {
    expect(tabOfQuery('pay')).toBe('pay');
    expect(tabOfQuery('receive')).toBe('receive');
    expect(tabOfQuery('after-sale')).toBe('afterSale');
    expect(tabOfQuery('afterSale')).toBe('afterSale');
  });

  it('opens "all" for a missing or unknown tab', () => {
    expect(tabOfQuery(null)).toBe('all');
    expect(tabOfQuery('')).toBe('all');
    expect(tabOfQuery('shipped')).toBe('all');
  });

  it('writes the after-sale tab as the shortcuts do, and reads it back', () => {
    expect(queryOfTab('afterSale')).toBe('after-sale');
    expect(queryOfTab('ship')).toBe('ship');
    for (const tab of ['all', 'pay', 'ship', 'receive', 'review', 'afterSale'] as const)
      expect(tabOfQuery(queryOfTab(tab))).toBe(tab);
  });
});

describe('statusNameOf', () => {
  it('names each status, and "to review" over received or complete', () => {
    expect(statusNameOf(order(1))).toBe('pendingPayment');
    expect(statusNameOf(order(2))).toBe('toShip');
    expect(statusNameOf(order(3))).toBe('toReceive');
    expect(statusNameOf(order(4))).toBe('received');
    expect(statusNameOf(order(5))).toBe('closed');
    expect(statusNameOf(order(6))).toBe('complete');
    expect(statusNameOf(order(6, 7))).toBe('toReview');
    expect(statusNameOf(order(9))).toBeNull();
  });
});

describe('orderActions', () => {
  it('offers paying and cancelling an unpaid order, cancelling a paid one', () => {
    expect(orderActions(order(1))).toEqual(['cancel', 'pay']);
    expect(orderActions(order(2))).toEqual(['cancel']);
  });

  it('offers logistics and receipt while shipping', () => {
    expect(orderActions(order(3))).toEqual(['logistics', 'confirmReceipt']);
  });

  it('offers after-sales on a received order, MP confirmation and review only when they apply', () => {
    expect(orderActions(order(4))).toEqual(['afterSale']);
    expect(orderActions(order(4, 4, true))).toEqual(['afterSale', 'confirmMp']);
    expect(orderActions(order(4, 7))).toEqual(['afterSale', 'review']);
    expect(orderActions(order(4, 7, true))).toEqual(['afterSale', 'review', 'confirmMp']);
  });

  it('offers deleting a closed or complete order, after-sales on a complete one, and reviewing a complete one with lines to review', () => {
    expect(orderActions(order(5))).toEqual(['delete']);
    expect(orderActions(order(6))).toEqual(['delete', 'afterSale']);
    expect(orderActions(order(6, 7))).toEqual(['delete', 'afterSale', 'review']);
  });

  it('offers nothing for a status it does not know', () => {
    expect(orderActions(order(0))).toEqual([]);
  });

  it('asks before the steps that cannot be undone, and draws the main step filled', () => {
    expect(['cancel', 'confirmReceipt', 'confirmMp', 'delete'].every((a) => needsConfirmation(a as never))).toBe(true);
    expect(needsConfirmation('pay')).toBe(false);
    expect(needsConfirmation('logistics')).toBe(false);
    expect(needsConfirmation('review')).toBe(false);
    expect(needsConfirmation('afterSale')).toBe(false);
    expect(isPrimaryAction('pay')).toBe(true);
    expect(isPrimaryAction('afterSale')).toBe(false);
    expect(isPrimaryAction('cancel')).toBe(false);
    expect(isPrimaryAction('delete')).toBe(false);
  });
});

describe('refundNote', () => {
  it('says nothing of a balance given back, and where the QR part is going or went', () => {
    expect(refundNote({ to: 'source', state: 'done' })).toBeNull();
    expect(refundNote({ to: 'payMethod', state: 'pending' })).toBe('payMethod.pending');
    expect(refundNote({ to: 'payMethod', state: 'done' })).toBe('payMethod.done');
    expect(refundNote({ to: 'cash', state: 'pending' })).toBe('cash.pending');
    expect(refundNote({ to: 'cash', state: 'done' })).toBe('cash.done');
  });
});

describe('parcelTimeline', () => {
  it('puts the newest event first and the shipping last', () => {
    const steps = parcelTimeline({
      shippedAt: '2026-11-20T08:00:00.000Z',
      events: [
        { at: '2026-11-21T08:00:00.000Z', text: 'At the hub' },
        { at: '2026-11-22T08:00:00.000Z', text: 'Out for delivery' },
      ],
    });
    expect(steps.map((step) => step.text)).toEqual(['Out for delivery', 'At the hub', '']);
    expect(steps.at(-1)).toEqual({ at: '2026-11-20T08:00:00.000Z', text: '', isShipped: true });
  });

  it('is only the shipping when no event has come yet', () => {
    expect(parcelTimeline({ shippedAt: '2026-11-20T08:00:00.000Z', events: [] })).toHaveLength(1);
  });
});
