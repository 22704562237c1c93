import { calls } from '@mall/contracts/browser';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';
import { PAGE_SIZE, pagedQueryOptions } from '../../../shared/catalog-lists/api/paged.ts';

const getLotProducts = calls.product.queryLotPage;

/** Lot products, all or of one grand category. */
export function useLotProducts(grandCateId: number | null) {
  const viewer = useViewer();
  return useInfiniteQuery(
    pagedQueryOptions(catalogListKeys.lotProducts(viewer, grandCateId), (pageNum, signal) =>
      request(getLotProducts, { grandCateId: grandCateId ?? undefined, pageNum, pageSize: PAGE_SIZE }, { signal }),
    ),
  );
}
