// The two-person rules' one shared condition: who may decide whose proposal. Raw SQL over the
// operator module's grant log so every module can put it in the WHERE of its deciding UPDATE,
// where it is checked in the same statement that claims the proposal (nothing can slip between).
import { sql, type Column, type SQL } from 'drizzle-orm';
import { AppError } from '../lib/errors.ts';

/**
 * True when `approver` may decide a proposal that `proposer` made at `proposedAt`: neither took
 * part in granting the other's roles (an account an admin made, or helped make, never approves
 * for that admin, nor that admin for it), and no role of the approver's was granted after the
 * proposal was made. Grants made on the server (first start, the console, demo data) name nobody.
 */
export function approverUnlinked(approver: number, proposer: SQL | number, proposedAt: SQL): SQL {
  return sql`not exists (
    select 1 from operator_grants g
     where (g.operator_id = ${approver}
            and (g.proposed_by = ${proposer} or g.approved_by = ${proposer} or g.granted_at > ${proposedAt}))
        or (g.operator_id = ${proposer} and (g.proposed_by = ${approver} or g.approved_by = ${approver})))`;
}

/** The user name of the operator whose id is in `column` (who proposed or asked), for the lists. */
export function operatorNameOf(column: Column): SQL<string | null> {
  return sql<string | null>`(select username from operators where id = ${column})`;
}

/** Why a deciding update matched nothing: gone, decided, the actor's own, or linked to the proposer. */
export function approvalRefusal(row: { status: string; proposedBy: number } | undefined, actorId: number): AppError {
  if (!row) return new AppError('NOT_FOUND');
  if (row.status !== 'pending')
    return new AppError('CONFLICT', 'error.APPROVAL_DECIDED', undefined, 'APPROVAL_DECIDED');
  if (row.proposedBy === actorId) return new AppError('FORBIDDEN', 'error.APPROVAL_OWN', undefined, 'APPROVAL_OWN');
  return approvalLinked();
}

/** The decider is linked to the proposer through a grant (see `approverUnlinked`). */
export function approvalLinked(): AppError {
  return new AppError('FORBIDDEN', 'error.APPROVAL_LINKED', undefined, 'APPROVAL_LINKED');
}
