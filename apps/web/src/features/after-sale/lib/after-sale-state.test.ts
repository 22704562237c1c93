import { describe, expect, it } from 'vitest';
import {
  afterSaleActions,
  awaitsGoods,
  awaitsReceipt,
  canAskAfterSale,
  canWithdraw,
  clampQuantity,
  offeredTypes,
  parcelProblem,
  reasonOf,
  paysMoney,
  statusKeyOf,
  timelineOf,
} from './after-sale-state.ts';

describe('statusKeyOf', () => {
  it('names refunds and returns by the refund machine', () => {
    expect(statusKeyOf({ type: 'refund', status: 1 })).toBe('refund.applied');
    expect(statusKeyOf({ type: 'refund', status: 5 })).toBe('refund.refundApproved');
    expect(statusKeyOf({ type: 'return', status: 2 })).toBe('refund.returnApproved');
    expect(statusKeyOf({ type: 'return', status: 3 })).toBe('refund.courierSubmitted');
    expect(statusKeyOf({ type: 'return', status: 7 })).toBe('refund.refunded');
    expect(statusKeyOf({ type: 'return', status: 8 })).toBe('refund.cancelled');
  });

  it('names exchanges by their own machine', () => {
    expect(statusKeyOf({ type: 'exchange', status: 2 })).toBe('exchange.returnItem');
    expect(statusKeyOf({ type: 'exchange', status: 6 })).toBe('exchange.replacementShipping');
    expect(statusKeyOf({ type: 'exchange', status: 7 })).toBe('exchange.success');
    expect(statusKeyOf({ type: 'exchange', status: 10 })).toBe('exchange.cancelled');
    expect(statusKeyOf({ type: 'exchange', status: 11 })).toBe('exchange.sendMore');
  });

  it('gives nothing for a status it does not know', () => {
    expect(statusKeyOf({ type: 'refund', status: 9 })).toBeNull();
    expect(statusKeyOf({ type: 'exchange', status: 0 })).toBeNull();
    expect(statusKeyOf({ type: 'exchange', status: 12 })).toBeNull();
  });
});

describe("the member's steps", () => {
  it('sends goods back only while the shop waits for them', () => {
    expect(awaitsGoods({ type: 'return', status: 2 })).toBe(true);
    expect(awaitsGoods({ type: 'return', status: 1 })).toBe(false);
    expect(awaitsGoods({ type: 'return', status: 3 })).toBe(false);
    expect(awaitsGoods({ type: 'refund', status: 2 })).toBe(false);
    expect(awaitsGoods({ type: 'exchange', status: 2 })).toBe(true);
    expect(awaitsGoods({ type: 'exchange', status: 11 })).toBe(true);
    expect(awaitsGoods({ type: 'exchange', status: 3 })).toBe(false);
  });

  it('withdraws where the server allows it', () => {
    expect([1, 2, 3, 5, 8].filter((status) => canWithdraw({ type: 'refund', status }))).toEqual([1]);
    expect([1, 2, 3, 4, 5, 7].filter((status) => canWithdraw({ type: 'return', status }))).toEqual([1, 2]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((status) => canWithdraw({ type: 'exchange', status }))).toEqual([
      1, 2, 11,
    ]);
  });

  it('lists withdraw before sending back, and nothing for a finished request', () => {
    expect(afterSaleActions({ type: 'return', status: 1 })).toEqual(['withdraw']);
    expect(afterSaleActions({ type: 'return', status: 2 })).toEqual(['withdraw', 'sendBack']);
    expect(afterSaleActions({ type: 'exchange', status: 11 })).toEqual(['withdraw', 'sendBack']);
    expect(afterSaleActions({ type: 'return', status: 3 })).toEqual([]);
    expect(afterSaleActions({ type: 'refund', status: 7 })).toEqual([]);
    expect(afterSaleActions({ type: 'exchange', status: 6 })).toEqual(['confirmReceipt']);
    expect(afterSaleActions({ type: 'exchange', status: 7 })).toEqual([]);
  });

  it('offers to confirm receipt only while an exchange’s replacement is on its way', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((status) => awaitsReceipt({ type: 'exchange', status }))).toEqual(
      [6],
    );
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((status) => awaitsReceipt({ type: 'return', status }))).toEqual([]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((status) => awaitsReceipt({ type: 'refund', status }))).toEqual([]);
  });

  it('shows money for refunds and returns only', () => {
    expect(paysMoney('refund')).toBe(true);
    expect(paysMoney('return')).toBe(true);
    expect(paysMoney('exchange')).toBe(false);
  });
});

describe('what an order may ask for', () => {
  it('asks once received or complete', () => {
    expect([1, 2, 3, 4, 5, 6].filter((status) => canAskAfterSale({ status }))).toEqual([4, 6]);
  });

  it('offers every kind to a received order', () => {
    expect(offeredTypes({ status: 4, rewardMp: 40 }, false)).toEqual(['refund', 'return', 'exchange']);
    expect(offeredTypes({ status: 6, rewardMp: 0 }, false)).toEqual(['refund', 'return', 'exchange']);
  });

  it('offers only exchange to set orders and orders whose MP is confirmed', () => {
    expect(offeredTypes({ status: 4, rewardMp: 100 }, true)).toEqual(['exchange']);
    expect(offeredTypes({ status: 6, rewardMp: 40 }, false)).toEqual(['exchange']);
  });
});

describe('timelineOf', () => {
  it('puts the newest step first, the later-recorded first on a tie', () => {
    const steps = [
      { status: 1, at: '2026-11-01T10:00:00.000Z', note: 'a' },
      { status: 2, at: '2026-11-02T10:00:00.000Z', note: 'b' },
      { status: 3, at: '2026-11-02T10:00:00.000Z', note: 'c' },
    ];
    expect(timelineOf(steps).map((step) => step.note)).toEqual(['c', 'b', 'a']);
    expect(steps.map((step) => step.note)).toEqual(['a', 'b', 'c']);
  });
});

describe('the return parcel', () => {
  it('needs a carrier and a tracking number the server accepts', () => {
    expect(parcelProblem('Kerry Express', 'KE-12345678')).toBeNull();
    expect(parcelProblem('  ', 'KE12345678')).toBe('carrier');
    expect(parcelProblem('x'.repeat(41), 'KE12345678')).toBe('carrier');
    expect(parcelProblem('Kerry', 'KE1')).toBe('trackingNo');
    expect(parcelProblem('Kerry', 'KE 123 456')).toBe('trackingNo');
    expect(parcelProblem('Kerry', ' KE123456 ')).toBeNull();
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity between one and the line', () => {
    expect(clampQuantity(2, 3)).toBe(2);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(9, 3)).toBe(3);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
  });
});

describe('reasonOf', () => {
  it('reads the five reasons and calls anything else "other"', () => {
    expect([0, 1, 2, 3, 4].map(reasonOf)).toEqual([0, 1, 2, 3, 4]);
    expect(reasonOf(7)).toBe(4);
    expect(reasonOf(-1)).toBe(4);
  });
});
