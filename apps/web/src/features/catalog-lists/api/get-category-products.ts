import { calls } from '@mall/contracts/browser';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';
import { PAGE_SIZE, pagedQueryOptions } from '../../../shared/catalog-lists/api/paged.ts';
import type { ProductSort } from '../../../shared/catalog-lists/api/sort.ts';

const getCategoryProducts = calls.product.cateProductPage;

/** Listed products of a category and its subcategories. */
export function useCategoryProducts(cateId: number, sort: ProductSort) {
  const viewer = useViewer();
  return useInfiniteQuery({
    ...pagedQueryOptions(catalogListKeys.categoryProducts(viewer, cateId, sort), (pageNum, signal) =>
      request(getCategoryProducts, { cateId, sort, pageNum, pageSize: PAGE_SIZE }, { signal }),
    ),
    enabled: cateId > 0,
  });
}
