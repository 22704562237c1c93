// The beans market's calls as queries and mutations: a member's sell-beans orders (seller or
// buyer, page by page), one order, and selling, cancelling and paying one.
import { calls } from '@mall/contracts/browser';
import type { BeansOrderView } from '@mall/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type { BeansOrderView };
export type BeansRole = 'seller' | 'buyer';

const PAGE_SIZE = 10;

export const beansKeys = {
  all: [memberScope, 'beansOrders'] as const,
  list: (token: string, role: BeansRole) => [...beansKeys.all, 'list', token, role] as const,
  detail: (token: string, id: number) => [...beansKeys.all, 'detail', token, id] as const,
};

/** The member's sell-beans orders as seller or buyer, newest first (keyset by the last id). */
export function useBeansOrders(role: BeansRole) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: beansKeys.list(viewer.token, role),
    queryFn: ({ pageParam, signal }) =>
      request(
        calls.beans.queryPage,
        { role, pageSize: PAGE_SIZE, ...(pageParam ? { lastId: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.list.at(-1)?.id : undefined),
    enabled: viewer.token !== 'guest',
  });
}

/** One order; `pollMs` asks again that often (while its hour is up and the server has not closed it). */
export function useBeansOrder(id: number, pollMs: number | false = false) {
  const viewer = useViewer();
  return useQuery({
    queryKey: beansKeys.detail(viewer.token, id),
    queryFn: ({ signal }) => request(calls.beans.orderDetail, { id }, { signal }),
    enabled: viewer.token !== 'guest' && id > 0,
    refetchInterval: pollMs,
  });
}

function useBeansMutation<I>(call: (input: I) => Promise<BeansOrderView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [memberScope] }),
  });
}

export function useSellBeans() {
  return useBeansMutation((input: { buyer: string; beans: string; price: string; idempotencyKey: string }) =>
    request(calls.beans.sellCreate, input),
  );
}

export function useCancelBeansOrder() {
  return useBeansMutation((id: number) => request(calls.beans.sellCancel, { id }));
}

export function useBuyBeans() {
  return useBeansMutation((input: { id: number; payMethod: 'CASH' | 'QR'; idempotencyKey: string }) =>
    request(calls.beans.buy, input),
  );
}
