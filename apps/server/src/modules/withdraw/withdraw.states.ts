// The withdrawal state machine as data (lib/state-machine.ts). The second review is not here: it
// is a two-person decision (withdraw.review.ts), and the export moves many rows in one statement.
import type { WithdrawalStatus } from '@mall/contracts';
import { AppError } from '../../lib/errors.ts';
import { defineMachine } from '../../lib/state-machine.ts';

export type WithdrawalEvent = 'firstReview' | 'reject' | 'cancel' | 'complete' | 'bankReject';

export const notFound = () => new AppError('NOT_FOUND', 'error.WITHDRAW_NOT_FOUND', undefined, 'WITHDRAW_NOT_FOUND');
export const wrongState = () =>
  new AppError('CONFLICT', 'error.WITHDRAW_WRONG_STATE', undefined, 'WITHDRAW_WRONG_STATE');

export const withdrawalMachine = defineMachine<WithdrawalEvent, WithdrawalStatus>({
  table: 'withdrawals',
  key: 'id',
  status: 'status',
  events: {
    firstReview: { from: ['pending_review'], to: 'first_passed', stamp: 'first_reviewed_at' },
    // Operators reject before the money is sent to the bank; the bank rejects an exported item.
    reject: { from: ['pending_review', 'first_passed', 'second_passed'], to: 'rejected', stamp: 'rejected_at' },
    bankReject: { from: ['pending_transfer'], to: 'rejected', stamp: 'rejected_at' },
    cancel: { from: ['pending_review'], to: 'cancelled', stamp: 'cancelled_at' },
    complete: { from: ['pending_transfer'], to: 'completed', stamp: 'paid_at' },
  },
  refuse: () => wrongState(),
  notFound,
});
