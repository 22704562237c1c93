import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import { callApi } from '../../../lib/api.ts';
import type { Adjustment } from './adjustments-page.ts';
import { ledgerKeys } from './keys.ts';

export interface AdjustmentDecision {
  id: number;
  isApproved: boolean;
  note?: string;
}

// Quiet: the decision dialog shows the refusal itself (another operator must decide, already decided...).
export function decideAdjustment({ id, isApproved, note }: AdjustmentDecision): Promise<Adjustment> {
  const call = isApproved ? calls.adminLedger.approveAdjustment : calls.adminLedger.rejectAdjustment;
  return callApi(call, { id, note: note || undefined }, { isQuiet: true });
}

/** Approves (and so applies) or rejects a pending adjustment; lists and the member's figures reload. */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAdjustment,
    onSettled: async (adjustment) => {
      // Also after a failure: "already decided" means the list on screen is out of date.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.adjustments() }),
        adjustment ? queryClient.invalidateQueries({ queryKey: ledgerKeys.member(adjustment.memberId) }) : null,
      ]);
    },
  });
}
