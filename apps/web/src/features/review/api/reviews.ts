import { calls } from '@mall/contracts/browser';
import type { evaluate, ResultOf } from '@mall/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type MyReview = ResultOf<typeof evaluate.myPage>['list'][number];

export interface LineReview {
  orderLineId: number;
  rating: number;
  content: string;
  images: string[];
  anonymous: boolean;
}

const reviewKeys = { all: [memberScope, 'reviews'] as const };
const PAGE_SIZE = 10;

export function useMyReviews() {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...reviewKeys.all, 'mine', viewer.token],
    queryFn: ({ pageParam, signal }) =>
      request(calls.evaluate.myPage, { pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
  });
}

/** The order being reviewed, with its lines. */
export function useOrderToReview(orderId: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [memberScope, 'orders', 'detail', orderId, viewer.token, viewer.locale],
    queryFn: ({ signal }) => request(calls.orders.detail, { orderId: orderId ?? 0 }, { signal }),
    enabled: orderId !== null && viewer.token !== 'guest',
  });
}

export function useAddReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, lines }: { orderId: number; lines: LineReview[] }) =>
      request(calls.evaluate.add, { orderId, lines }),
    onSuccess: () => client.invalidateQueries({ queryKey: [memberScope] }),
  });
}
