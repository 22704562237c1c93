// The member's orders as more than one feature needs them: the cache keys every order screen files
// its answers under, and the counts per tab (the order list's tabs, the account page's shortcuts).
import { calls } from '@mall/contracts/browser';
import type { orders, ResultOf } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer, type Viewer } from '@/lib/viewer.ts';

export type OrderCounts = ResultOf<typeof orders.queryNum>;

// Under memberScope with the token, so a session change drops another member's orders at once. An
// order's detail is filed as the review page files it, so both share one answer.
export const orderKeys = {
  all: [memberScope, 'orders'] as const,
  counts: (token: string) => [...orderKeys.all, 'counts', token] as const,
  list: (viewer: Viewer, tab: string) => [...orderKeys.all, 'list', viewer.token, viewer.locale, tab] as const,
  detail: (viewer: Viewer, orderId: number) =>
    [...orderKeys.all, 'detail', orderId, viewer.token, viewer.locale] as const,
  logistics: (viewer: Viewer, orderId: number) =>
    [...orderKeys.all, 'logistics', orderId, viewer.token, viewer.locale] as const,
};

/** How many orders each tab holds; idle for guests. */
export function useOrderCounts() {
  const viewer = useViewer();
  return useQuery({
    queryKey: orderKeys.counts(viewer.token),
    queryFn: ({ signal }) => request(calls.orders.queryNum, undefined, { signal }),
    enabled: viewer.token !== 'guest',
  });
}
