// The member's feedback: sending it, their list (unread replies shown), one conversation and replying.
import { calls } from '@mall/contracts/browser';
import type { memberComplaint, ResultOf } from '@mall/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type FeedbackSummary = ResultOf<typeof memberComplaint.queryPage>['list'][number];
export type FeedbackDetail = ResultOf<typeof memberComplaint.detail>;

const feedbackKeys = { all: [memberScope, 'feedback'] as const };
const PAGE_SIZE = 10;

export function useMyFeedback() {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...feedbackKeys.all, 'mine', viewer.token],
    queryFn: ({ pageParam, signal }) =>
      request(calls.memberComplaint.queryPage, { pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
    refetchOnMount: 'always',
  });
}

/** One conversation; reading it marks the replies read, so the list is fetched again after. */
export function useFeedbackDetail(id: number | null) {
  const viewer = useViewer();
  const client = useQueryClient();
  return useQuery({
    queryKey: [...feedbackKeys.all, 'detail', id, viewer.token],
    queryFn: async ({ signal }) => {
      const detail = await request(calls.memberComplaint.detail, { id: id ?? 0 }, { signal });
      void client.invalidateQueries({ queryKey: [...feedbackKeys.all, 'mine'] });
      return detail;
    },
    enabled: id !== null && viewer.token !== 'guest',
    // Operators answer meanwhile: a conversation opened again is read afresh, not from the cache.
    refetchOnMount: 'always',
  });
}

export function useAddFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; contact: string; images: string[] }) =>
      request(calls.memberComplaint.add, input),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

export function useReplyFeedback(id: number) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (content: string) => request(calls.memberComplaint.reply, { id, content }),
    onSuccess: (detail) => {
      client.setQueryData([...feedbackKeys.all, 'detail', id, viewer.token], detail);
      void client.invalidateQueries({ queryKey: [...feedbackKeys.all, 'mine'] });
    },
  });
}
