import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminOperators } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { operatorsKeys } from './keys.ts';

export type OperatorAccount = ResultOf<typeof adminOperators.list>[number];

export function fetchOperators(signal?: AbortSignal): Promise<OperatorAccount[]> {
  return callApi(calls.adminOperators.list, undefined, { signal });
}

export const operatorsListQueryOptions = () =>
  queryOptions({
    queryKey: operatorsKeys.list(),
    queryFn: ({ signal }) => fetchOperators(signal),
  });

export function useOperatorsList() {
  return useQuery(operatorsListQueryOptions());
}
