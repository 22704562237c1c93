// The calls shared by every content area of the catalogue (categories, brands, banners and the
// rest): each has a `list`, a `save` that creates or changes, and a `delete`.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointParams, EndpointResult } from '@mall/contracts/browser';
import { callApi } from '../../../lib/api.ts';
import { catalogKeys } from './keys.ts';

export interface AreaCalls {
  list: Endpoint;
  save: Endpoint;
  delete: Endpoint;
}

/** One row of an area, as its list call answers it. */
export type AreaRow<C extends AreaCalls> = EndpointResult<C['list']> extends readonly (infer R)[] ? R : never;
export type AreaInput<C extends AreaCalls> = EndpointParams<C['save']>;

export const areaListQueryOptions = <C extends AreaCalls>(area: string, calls: C) =>
  queryOptions({
    queryKey: catalogKeys.list(area),
    queryFn: ({ signal }) => callApi(calls.list, undefined, { signal }) as Promise<AreaRow<C>[]>,
  });

export function useAreaList<C extends AreaCalls>(area: string, calls: C) {
  return useQuery(areaListQueryOptions(area, calls));
}

/** Creates a row, or changes the one with the input's id. Field errors are left to the form. */
export function useAreaSave<C extends AreaCalls>(area: string, calls: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AreaInput<C>) => callApi(calls.save, input, { isQuiet: true }) as Promise<AreaRow<C>>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.list(area) }),
  });
}

/** Deletes a row; the caller explains a refusal (the row is still in use). */
export function useAreaDelete<C extends AreaCalls>(area: string, calls: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.delete, { id }, { isQuiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.list(area) }),
  });
}
