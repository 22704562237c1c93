import { calls } from '@mall/contracts/browser';
import type { product, QueryOf } from '@mall/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer, type Viewer } from '@/lib/viewer.ts';
import { pointsZoneKeys } from './keys.ts';

export type ProductSort = NonNullable<QueryOf<typeof product.pointsZonePage>['sort']>;

const getPointsZonePage = calls.product.pointsZonePage;

const PAGE_SIZE = 10;

export const pointsZoneQuery = (viewer: Viewer, sort: ProductSort) =>
  infiniteQueryOptions({
    queryKey: pointsZoneKeys.page(viewer, sort),
    queryFn: ({ pageParam, signal }) =>
      request(getPointsZonePage, { sort, pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
  });

/** The points-zone products in the chosen order, page by page; guests see them too. */
export function usePointsZone(sort: ProductSort) {
  return useInfiniteQuery(pointsZoneQuery(useViewer(), sort));
}
