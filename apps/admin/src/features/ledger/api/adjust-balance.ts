import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { BodyOf, adminLedger } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import type { Adjustment } from './adjustments-page.ts';
import { ledgerKeys } from './keys.ts';

export type AdjustInput = BodyOf<typeof adminLedger.adjust>;

// Quiet: the form shows the server's reason next to the field it names, or above the form.
export function adjustBalance(input: AdjustInput): Promise<Adjustment> {
  return callApi(calls.adminLedger.adjust, input, { isQuiet: true });
}

/** Credits or debits a member balance; the member's figures and the adjustment lists then reload. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: async (adjustment) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.member(adjustment.memberId) }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.adjustments() }),
      ]);
    },
  });
}
