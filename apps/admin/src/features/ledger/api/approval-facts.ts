import { useQueryClient } from '@tanstack/react-query';
import type { LedgerAsset } from '@mall/contracts';
import { useMe } from '../../../shared/auth/api/me.ts';
import { approvalLimitQueryOptions, useMayReadApprovalLimit } from './approval-limit.ts';
import { fetchTodaysTotalMinor } from './todays-total.ts';

/** What decides whether an adjustment waits, as known when the operator confirms it. */
export interface ApprovalFacts {
  amountMinor: number;
  /** Null when this operator may not read the limit. */
  limitMinor: number | null;
  /** This operator's adjustments to this member balance today before this one; null when unknown. */
  todayMinor: number | null;
}

/**
 * Reads what the confirmation states when the operator asks for it, rather than whatever the page
 * last loaded: the approval limit and the operator's adjustments to the member balance today.
 */
export function useApprovalFacts(memberId: number) {
  const queryClient = useQueryClient();
  const { data: operator } = useMe();
  const mayReadLimit = useMayReadApprovalLimit();
  return async (asset: LedgerAsset, amountMinor: number): Promise<ApprovalFacts> => {
    const [limitMinor, todayMinor] = await Promise.all([
      mayReadLimit ? queryClient.fetchQuery(approvalLimitQueryOptions()).catch(() => null) : null,
      operator ? fetchTodaysTotalMinor({ memberId, asset, operatorId: operator.id }).catch(() => null) : null,
    ]);
    return { amountMinor, limitMinor, todayMinor };
  };
}
