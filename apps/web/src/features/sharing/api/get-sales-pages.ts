import { calls } from '@mall/contracts/browser';
import type { SalesPageSummary } from '@mall/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { salesPageKeys } from './keys.ts';

export type { SalesPageSummary };

const PAGE_SIZE = 10;

/** The member's sales pages, newest first, page by page. */
export function useSalesPages() {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: salesPageKeys.mine(viewer.token),
    queryFn: ({ pageParam, signal }) =>
      request(calls.salesPage.queryPage, { pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
  });
}
