// The identity state machine as data: which action moves a record from which states to which
// (lib/state-machine.ts), refused in the identity's own words.
import type { IdentityState } from '@mall/contracts';
import { AppError } from '../../lib/errors.ts';
import { defineMachine } from '../../lib/state-machine.ts';

export type IdentityAction = 'submit' | 'approve' | 'reject';

export const identityMachine = defineMachine<IdentityAction, IdentityState>({
  table: 'identities',
  key: 'member_id',
  status: 'state',
  events: {
    // A rejected member resubmits, with the same kind or another one.
    submit: { from: ['none', 'rejected'], to: 'review' },
    approve: { from: ['review'], to: 'approved' },
    reject: { from: ['review'], to: 'rejected' },
  },
  refuse: (action) => {
    const key = action === 'submit' ? 'IDENTITY_LOCKED' : 'IDENTITY_NOT_IN_REVIEW';
    return new AppError('CONFLICT', `error.${key}`, undefined, key);
  },
  notFound: () => new AppError('NOT_FOUND', 'error.IDENTITY_NOT_FOUND', undefined, 'IDENTITY_NOT_FOUND'),
});

/** The state `action` leads to from `current`; refuses a move the table does not allow. */
export function nextState(current: IdentityState, action: IdentityAction): IdentityState {
  return identityMachine.step(action, current);
}

/** Images can change only while a new submission is being prepared. */
export function canChangeImages(current: IdentityState): boolean {
  return identityMachine.canApply('submit', current);
}
