import { calls } from '@mall/contracts/browser';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, pagedQueryOptions } from '@/shared/catalog-lists/api/paged.ts';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { searchKeys } from './keys.ts';
import { searchCallParams, type SearchFilters } from './search-params.ts';

export const searchProducts = calls.product.searchKeyword;

/** Products matching the keyword (any part of a name, in any language) and filters, page by page. */
export function useSearchProducts(filters: SearchFilters) {
  const viewer = useViewer();
  return useInfiniteQuery(
    pagedQueryOptions(searchKeys.results(viewer, filters), (pageNum, signal) =>
      request(
        searchProducts,
        {
          keyword: filters.keyword || undefined,
          sort: filters.sort,
          ...searchCallParams(filters),
          pageNum,
          pageSize: PAGE_SIZE,
        },
        { signal },
      ),
    ),
  );
}
