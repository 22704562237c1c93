import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type TimelineTab } from '@mall/contracts/browser';
import type { ResultOf, adminTimeline } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type AdminPost = ResultOf<typeof adminTimeline.queue>['list'][number];
export type ModerationStep = 'hide' | 'unhide' | 'pin' | 'unpin' | 'delete';

const timelineKeys = {
  all: ['timeline'] as const,
  queue: () => [...timelineKeys.all, 'queue'] as const,
  tab: (tab: TimelineTab) => [...timelineKeys.all, 'tab', tab] as const,
};

/** Posts waiting for a decision: hidden, or with reports since their last review. */
export function useModerationQueue() {
  return useQuery({
    queryKey: timelineKeys.queue(),
    queryFn: ({ signal }) => callApi(calls.adminTimeline.queue, { pageSize: 100 }, { signal }),
  });
}

/** A tab's first 50 posts as operators see them, pinned first. */
export function useTabPosts(tab: TimelineTab) {
  return useQuery({
    queryKey: timelineKeys.tab(tab),
    queryFn: ({ signal }) => callApi(calls.adminTimeline.posts, { tab, pageSize: 50 }, { signal }),
  });
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, id }: { step: ModerationStep; id: number }) => callApi(calls.adminTimeline[step], { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timelineKeys.all }),
  });
}

export function useShopPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { tab: TimelineTab; content: string }) =>
      callApi(calls.adminTimeline.add, { ...input, images: [] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timelineKeys.all }),
  });
}
