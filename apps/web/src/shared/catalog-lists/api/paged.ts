// Every catalogue list pages the same way (`pageNum`/`pageSize` in, `{ list, hasMore }` out); this
// turns such a call into an infinite query that the list screens scroll through.
import type { Page } from '@mall/contracts/browser';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

export type { Page };

export const PAGE_SIZE = 20;

export function pagedQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  fetchPage: (pageNum: number, signal: AbortSignal) => Promise<Page<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.hasMore ? last.pageNum + 1 : undefined),
  });
}
