import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { LevelRaiseView } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type LevelRaise = LevelRaiseView;

export const levelKeys = {
  all: ['levels'] as const,
  pending: () => [...levelKeys.all, 'pending'] as const,
  member: (memberId: number) => [...levelKeys.all, 'member', memberId] as const,
};

export const pendingRaisesQueryOptions = () =>
  queryOptions({
    queryKey: levelKeys.pending(),
    queryFn: ({ signal }) => callApi(calls.adminLevels.pending, undefined, { signal }),
  });

/** Raises waiting for a second operator, oldest first. */
export function usePendingRaises() {
  return useQuery(pendingRaisesQueryOptions());
}

/** One member's level changes and every raise proposed for them, newest first. */
export function useMemberRaises(memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: levelKeys.member(memberId),
    queryFn: ({ signal }) => callApi(calls.adminLevels.history, { memberId }, { signal }),
    enabled,
  });
}

export interface RaiseProposal {
  memberId: number;
  level: number;
  reason: string;
}

/** Proposes a raise; the pending list and the member's page reload. */
export function useProposeRaise() {
  const queryClient = useQueryClient();
  return useMutation({
    // Quiet: the form shows the refusal (already at that level, one already waiting).
    mutationFn: (proposal: RaiseProposal) => callApi(calls.adminLevels.propose, proposal, { isQuiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: levelKeys.all }),
  });
}

/** Approves (the level rises now) or rejects a raise; the list reloads either way. */
export function useDecideRaise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isApproved }: { id: number; isApproved: boolean }) =>
      callApi(isApproved ? calls.adminLevels.approve : calls.adminLevels.reject, { id }),
    // Also after a refusal: "already decided" means the list on screen is out of date. A member's
    // page reads their level afresh when opened.
    onSettled: () => queryClient.invalidateQueries({ queryKey: levelKeys.all }),
  });
}
