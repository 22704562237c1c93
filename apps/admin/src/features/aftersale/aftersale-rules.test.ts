import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  inspectVerdicts,
  isWaitingForSecondOperator,
  mustLeaveRefundToAnother,
  statusLabel,
} from './aftersale-rules.ts';

describe('the operator steps a request allows', () => {
  it('follows a return from apply to refunded', () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 8].map((status) => allowedActions({ type: 'return', status }));
    expect(steps).toEqual([['approve', 'reject'], [], ['receive'], ['inspect'], ['refund'], [], [], []]);
  });

  it('refunds a refund-only request without goods coming back', () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 8].map((status) => allowedActions({ type: 'refund', status }));
    expect(steps).toEqual([['approve', 'reject'], [], [], [], ['refund'], [], [], []]);
  });

  it('ships a replacement for an exchange, and waits on the member when items are missing', () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((status) => allowedActions({ type: 'exchange', status }));
    expect(steps).toEqual([
      ['approve', 'reject'],
      [],
      ['receive'],
      ['inspect'],
      ['shipReplacement'],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it('offers "items missing" at inspection for exchanges only', () => {
    expect(inspectVerdicts('exchange')).toEqual(['true', 'false', 'short']);
    expect(inspectVerdicts('return')).toEqual(['true', 'false']);
  });
});

describe('the four-eyes refund', () => {
  it('waits for a second operator once a first one approved it, and keeps the approver from paying', () => {
    const approved = { type: 'return', status: 5, refundApprovedBy: 'admin' } as const;
    expect(isWaitingForSecondOperator(approved)).toBe(true);
    expect(mustLeaveRefundToAnother(approved, 'admin')).toBe(true);
    expect(mustLeaveRefundToAnother(approved, 'operator-b')).toBe(false);
    expect(isWaitingForSecondOperator({ ...approved, refundApprovedBy: null })).toBe(false);
    // Once paid, nobody waits any more.
    expect(isWaitingForSecondOperator({ ...approved, status: 7 })).toBe(false);
    expect(mustLeaveRefundToAnother({ ...approved, status: 7 }, 'admin')).toBe(false);
  });
});

describe('status names', () => {
  it('reads exchange statuses from their own list', () => {
    expect(statusLabel('exchange', 11)).toBe('adminAfterSale.exchangeStatus.11');
    expect(statusLabel('return', 7)).toBe('adminAfterSale.refundStatus.7');
  });
});
