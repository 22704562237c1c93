import { describe, expect, it } from 'vitest';
import { calls } from '@mall/contracts/browser';
import { approvalChoice } from './approval-rules.ts';

const operatorCalls = { approve: calls.adminOperators.approve, reject: calls.adminOperators.reject };
const couponCalls = { approve: calls.adminCoupon.approveIssue, reject: calls.adminCoupon.rejectIssue };

describe('what the approvals page offers', () => {
  it('lets a second admin decide an account, and the proposer only withdraw it', () => {
    expect(approvalChoice({ id: 2, roles: ['admin'] }, 1, operatorCalls)).toBe('decide');
    expect(approvalChoice({ id: 1, roles: ['admin'] }, 1, operatorCalls)).toBe('withdraw');
    expect(approvalChoice({ id: 3, roles: ['finance'] }, 1, operatorCalls)).toBe('none');
  });

  it('leaves coupons to finance, never to the operator who issued them', () => {
    expect(approvalChoice({ id: 5, roles: ['finance'] }, 4, couponCalls)).toBe('decide');
    expect(approvalChoice({ id: 4, roles: ['operator', 'finance'] }, 4, couponCalls)).toBe('withdraw');
    expect(approvalChoice({ id: 4, roles: ['operator'] }, 4, couponCalls)).toBe('none');
    expect(approvalChoice({ id: 6, roles: ['admin'] }, 4, couponCalls)).toBe('none');
    expect(approvalChoice(undefined, 4, couponCalls)).toBe('none');
  });
});
