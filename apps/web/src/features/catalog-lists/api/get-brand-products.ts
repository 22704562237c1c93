import { calls } from '@mall/contracts/browser';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';
import { PAGE_SIZE, pagedQueryOptions } from '../../../shared/catalog-lists/api/paged.ts';
import type { ProductSort } from '../../../shared/catalog-lists/api/sort.ts';

const getBrandProducts = calls.supplierBrand.productPage;

/** A brand's listed products. */
export function useBrandProducts(brandId: number, sort: ProductSort) {
  const viewer = useViewer();
  return useInfiniteQuery({
    ...pagedQueryOptions(catalogListKeys.brandProducts(viewer, brandId, sort), (pageNum, signal) =>
      request(getBrandProducts, { brandId, sort, pageNum, pageSize: PAGE_SIZE }, { signal }),
    ),
    enabled: brandId > 0,
  });
}
