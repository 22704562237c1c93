import { calls } from '@mall/contracts/browser';
import type { ResultOf, supplierBrandCate } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';

export type BrandCategory = ResultOf<typeof supplierBrandCate.query_page>['list'][number];

const getBrandCategories = calls.supplierBrandCate.query_page;

// A shop has a handful of brand categories: one page of the largest size holds them all as tabs.
const ALL_CATEGORIES = 100;

/** The brand categories shown as tabs on the brand list. */
export function useBrandCategories() {
  const locale = useLocale();
  return useQuery({
    queryKey: catalogListKeys.brandCategories(locale),
    queryFn: async ({ signal }) =>
      (await request(getBrandCategories, { pageNum: 1, pageSize: ALL_CATEGORIES }, { signal })).list,
    staleTime: 5 * 60_000,
  });
}
