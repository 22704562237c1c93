import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminAuth } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { authKeys } from './keys.ts';

export type Operator = ResultOf<typeof adminAuth.me>;

export function fetchMe(signal?: AbortSignal): Promise<Operator> {
  return callApi(calls.adminAuth.me, undefined, { signal });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 5 * 60_000,
  });

/** The logged-in operator. */
export function useMe() {
  return useQuery(meQueryOptions());
}
