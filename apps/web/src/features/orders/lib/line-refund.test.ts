import { describe, expect, it } from 'vitest';
import { lineRefundOf } from './line-refund.ts';

describe('lineRefundOf', () => {
  it('reads a line without refunds (or from an older server) as none', () => {
    expect(lineRefundOf({ num: 2 })).toBe('none');
    expect(lineRefundOf({ num: 2, refundedNum: 0 })).toBe('none');
  });

  it('reads some units refunded as partial and all of them as full', () => {
    expect(lineRefundOf({ num: 3, refundedNum: 1 })).toBe('partial');
    expect(lineRefundOf({ num: 3, refundedNum: 3 })).toBe('full');
  });
});
