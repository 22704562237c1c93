import { calls } from '@mall/contracts/browser';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer, type Viewer } from '@/lib/viewer.ts';
import { homeKeys } from '../../../shared/home/api/keys.ts';

const getRecommendations = calls.appIndex.queryMemberRecommend;

const PAGE_SIZE = 10;

export const recommendationsQuery = (viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: homeKeys.recommendations(viewer),
    queryFn: ({ pageParam, signal }) =>
      request(getRecommendations, { pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
  });

/** Products recommended to the viewer, page by page as the shopper scrolls. */
export function useRecommendations() {
  return useInfiniteQuery(recommendationsQuery(useViewer()));
}
