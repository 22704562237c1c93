// What an operator may do with a request waiting for a second person: the server decides, and the
// page offers only what it would allow, so nobody is shown an approve button that must fail.
import type { OperatorRole } from '@mall/contracts';
import type { Endpoint } from '@mall/contracts/browser';
import { mayCall } from '../../lib/access.ts';

/** decide: approve and reject; withdraw: only reject (one's own); none: read only. */
export type ApprovalChoice = 'decide' | 'withdraw' | 'none';

export interface ApprovalViewer {
  id: number;
  roles: readonly OperatorRole[];
}

/** The choice a viewer has on a request proposed by `proposedBy`, given the calls that decide it. */
export function approvalChoice(
  viewer: ApprovalViewer | undefined,
  proposedBy: number,
  calls: { approve: Pick<Endpoint, 'roles'>; reject: Pick<Endpoint, 'roles'> },
): ApprovalChoice {
  if (!viewer) return 'none';
  const mayReject = mayCall(viewer.roles, calls.reject);
  if (viewer.id === proposedBy) return mayReject ? 'withdraw' : 'none';
  if (mayCall(viewer.roles, calls.approve)) return 'decide';
  return 'none';
}
