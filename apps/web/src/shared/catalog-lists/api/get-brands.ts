import { calls } from '@mall/contracts/browser';
import type { ResultOf, supplierBrand } from '@mall/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { catalogListKeys } from './keys.ts';
import { PAGE_SIZE, pagedQueryOptions } from './paged.ts';

export type Brand = ResultOf<typeof supplierBrand.brandPage>['list'][number];

const getBrands = calls.supplierBrand.brandPage;

/** Brands, all or of one brand category, optionally matching a keyword; idle when `isEnabled` is false. */
export function useBrands({
  cateId = null,
  keyword = '',
  isEnabled = true,
}: {
  cateId?: number | null;
  keyword?: string;
  isEnabled?: boolean;
}) {
  const locale = useLocale();
  return useInfiniteQuery({
    ...pagedQueryOptions(catalogListKeys.brands(locale, cateId, keyword), (pageNum, signal) =>
      request(
        getBrands,
        { pageNum, pageSize: PAGE_SIZE, cateId: cateId ?? undefined, keyword: keyword || undefined },
        { signal },
      ),
    ),
    enabled: isEnabled,
  });
}
