import { calls } from '@mall/contracts/browser';
import type { productTypes } from '@mall/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';
import { PAGE_SIZE, pagedQueryOptions } from '../../../shared/catalog-lists/api/paged.ts';

const getPvProducts = calls.product.pvProductPage;

/** Products that carry reward MP (PV); `set` narrows them to the VIP sets. */
export function usePvProducts(type: (typeof productTypes)[number] | null) {
  const viewer = useViewer();
  return useInfiniteQuery(
    pagedQueryOptions(catalogListKeys.pvProducts(viewer, type), (pageNum, signal) =>
      request(getPvProducts, { type: type ?? undefined, pageNum, pageSize: PAGE_SIZE }, { signal }),
    ),
  );
}
