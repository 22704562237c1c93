import { calls } from '@mall/contracts/browser';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';
import { PAGE_SIZE, pagedQueryOptions } from '../../../shared/catalog-lists/api/paged.ts';

const getSubsidyProducts = calls.product.subsidyPage;

/** The subsidy zone. */
export function useSubsidyProducts() {
  const viewer = useViewer();
  return useInfiniteQuery(
    pagedQueryOptions(catalogListKeys.subsidy(viewer), (pageNum, signal) =>
      request(getSubsidyProducts, { pageNum, pageSize: PAGE_SIZE }, { signal }),
    ),
  );
}
