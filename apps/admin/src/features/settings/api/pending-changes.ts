import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminSettings } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { settingsKeys } from './keys.ts';

export type PendingChange = ResultOf<typeof adminSettings.pending>[number];

/** Money-control changes one admin proposed, waiting for a second admin. */
export function usePendingChanges(isEnabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.pending(),
    queryFn: ({ signal }) => callApi(calls.adminSettings.pending, undefined, { signal }),
    enabled: isEnabled,
  });
}

/** Approves or rejects one proposal; the settings and the waiting list are read again after. */
export function useDecideChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      callApi(decision === 'approve' ? calls.adminSettings.approve : calls.adminSettings.reject, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
