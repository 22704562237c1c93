import { calls } from '@mall/contracts/browser';
import type { memberFavorite, ResultOf } from '@mall/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer, type Viewer } from '@/lib/viewer.ts';
import { favoriteKeys } from '../../../shared/favorites/api/keys.ts';

export type Favorite = ResultOf<typeof memberFavorite.query_page>['list'][number];

const getFavoritePage = calls.memberFavorite.query_page;

const PAGE_SIZE = 10;

export const favoritesQuery = (viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: favoriteKeys.list(viewer),
    queryFn: ({ pageParam, signal }) =>
      request(getFavoritePage, { pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
  });

/** The member's favourites, newest first; idle for guests. */
export function useFavorites() {
  const viewer = useViewer();
  return useInfiniteQuery({ ...favoritesQuery(viewer), enabled: viewer.token !== 'guest' });
}
