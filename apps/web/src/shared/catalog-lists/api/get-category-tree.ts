import { calls } from '@mall/contracts/browser';
import type { productCate, ResultOf } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { catalogListKeys } from './keys.ts';

export type CategoryNode = ResultOf<typeof productCate.tree>[number];

const getCategoryTree = calls.productCate.tree;

export const categoryTreeQuery = (locale: Locale) =>
  queryOptions({
    queryKey: catalogListKeys.categoryTree(locale),
    queryFn: ({ signal }) => request(getCategoryTree, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** Grand categories with their subcategories. */
export function useCategoryTree() {
  return useQuery(categoryTreeQuery(useLocale()));
}
