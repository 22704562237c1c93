import { calls } from '@mall/contracts/browser';
import type { campaign, ResultOf } from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type ZeroItem = ResultOf<typeof campaign.zeroList>['list'][number];

export const zeroKeys = {
  all: [memberScope, 'zeroItems'] as const,
};

/** The running 0-yuan items (a short list: the campaigns running now). */
export function useZeroItems() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...zeroKeys.all, viewer.token, viewer.locale],
    queryFn: ({ signal }) => request(calls.campaign.zeroList, undefined, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

/** The member's addresses, default first: a take ships to the default one. */
export function useZeroAddresses(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...zeroKeys.all, 'addresses', viewer.token],
    queryFn: ({ signal }) => request(calls.memberAddress.selectList, undefined, { signal }),
    enabled: enabled && viewer.token !== 'guest',
  });
}

/** Takes an item: its order is placed and paid by the campaign; the list and orders follow. */
export function useTakeZero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; addressId: number }) => request(calls.campaign.zeroTake, input),
    // Not awaited: the way to the new order does not wait on every member query's refetch.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [memberScope] }),
  });
}
