import { calls } from '@mall/contracts/browser';
import type { ResultOf, memberLevel, welfare } from '@mall/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type Welfare = ResultOf<typeof welfare.mine>;
export type LevelChange = ResultOf<typeof memberLevel.levelHistory>['list'][number];

const PAGE_SIZE = 20;

export const levelKeys = {
  all: [memberScope, 'levels'] as const,
};

/** What the member got as VIP welfare, or that they are not VIP yet. */
export function useMyWelfare() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...levelKeys.all, 'welfare', viewer.token, viewer.locale],
    queryFn: ({ signal }) => request(calls.welfare.mine, undefined, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

/** The member's level changes, newest first, page by page. */
export function useLevelHistory() {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...levelKeys.all, 'history', viewer.token],
    queryFn: ({ pageParam, signal }) =>
      request(calls.memberLevel.levelHistory, { pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
  });
}

/** The sets on sale (products that grant a level), the lowest level first. */
export function useLevelSets() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...levelKeys.all, 'sets', viewer.token, viewer.locale],
    queryFn: async ({ signal }) => {
      const page = await request(calls.product.pvProductPage, { type: 'set', pageNum: 1, pageSize: 50 }, { signal });
      return page.list
        .filter((product) => product.grantsLevel !== null)
        .sort((a, b) => (a.grantsLevel ?? 0) - (b.grantsLevel ?? 0));
    },
  });
}
