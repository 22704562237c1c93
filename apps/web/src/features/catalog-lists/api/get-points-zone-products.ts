import { calls } from '@mall/contracts/browser';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';
import { PAGE_SIZE, pagedQueryOptions } from '../../../shared/catalog-lists/api/paged.ts';

const getPointsZoneProducts = calls.product.pointsZonePage;

/** The points zone. */
export function usePointsZoneProducts() {
  const viewer = useViewer();
  return useInfiniteQuery(
    pagedQueryOptions(catalogListKeys.pointsZone(viewer), (pageNum, signal) =>
      request(getPointsZoneProducts, { pageNum, pageSize: PAGE_SIZE }, { signal }),
    ),
  );
}
