import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { AdminProductView } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { catalogKeys } from './keys.ts';

export function fetchProduct(id: number, signal?: AbortSignal): Promise<AdminProductView> {
  return callApi(calls.adminCatalog.productGet, { id }, { signal });
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    // The editor starts from what is stored now, not from a copy another operator has since changed.
    staleTime: 0,
  });

/** One product as the editor needs it; nothing is loaded without an id. */
export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
}
