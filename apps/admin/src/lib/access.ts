import type { OperatorRole } from '@mall/contracts';
import type { Endpoint } from '@mall/contracts/browser';

/** Whether an operator with these roles may make a call; the contracts name the roles per call. */
export function mayCall(roles: readonly OperatorRole[], call: Pick<Endpoint, 'roles'>): boolean {
  if (!call.roles || call.roles.length === 0) return true;
  return call.roles.some((role) => roles.includes(role));
}
