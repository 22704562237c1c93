import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminCatalog } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { catalogKeys, type ProductPageQuery } from './keys.ts';

export type ProductPage = ResultOf<typeof adminCatalog.productPage>;
export type ProductRow = ProductPage['list'][number];

export function fetchProductPage(query: ProductPageQuery, signal?: AbortSignal): Promise<ProductPage> {
  return callApi(calls.adminCatalog.productPage, query, { signal });
}

export const productPageQueryOptions = (query: ProductPageQuery) =>
  queryOptions({
    queryKey: catalogKeys.productPage(query),
    queryFn: ({ signal }) => fetchProductPage(query, signal),
    // Paging and filtering keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export function useProductPage(query: ProductPageQuery) {
  return useQuery(productPageQueryOptions(query));
}
