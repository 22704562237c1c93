// The identity state machine as data: which action moves a record from which states to which.
import type { IdentityState } from '@mall/contracts';
import { AppError } from '../../lib/errors.ts';

export type IdentityAction = 'submit' | 'approve' | 'reject';

const transitions: Record<IdentityAction, { from: readonly IdentityState[]; to: IdentityState }> = {
  // A rejected member resubmits, with the same kind or another one.
  submit: { from: ['none', 'rejected'], to: 'review' },
  approve: { from: ['review'], to: 'approved' },
  reject: { from: ['review'], to: 'rejected' },
};

/** The state `action` leads to from `current`; refuses a move the table does not allow. */
export function nextState(current: IdentityState, action: IdentityAction): IdentityState {
  const rule = transitions[action];
  if (!rule.from.includes(current)) {
    const key = action === 'submit' ? 'IDENTITY_LOCKED' : 'IDENTITY_NOT_IN_REVIEW';
    throw new AppError('CONFLICT', `error.${key}`, undefined, key);
  }
  return rule.to;
}

/** Images can change only while a new submission is being prepared. */
export function canChangeImages(current: IdentityState): boolean {
  return transitions.submit.from.includes(current);
}
