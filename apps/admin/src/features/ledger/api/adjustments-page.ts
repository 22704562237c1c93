import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { AdjustmentView } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { ledgerKeys } from './keys.ts';

export type Adjustment = AdjustmentView;
export type AdjustmentStatus = Adjustment['status'];

export interface AdjustmentsQuery {
  status: AdjustmentStatus;
  pageNum: number;
  pageSize: number;
  memberId?: number;
}

export function fetchAdjustmentsPage(query: AdjustmentsQuery, signal?: AbortSignal) {
  return callApi(calls.adminLedger.adjustments, query, { signal, isQuiet: true });
}

export const adjustmentsPageQueryOptions = (query: AdjustmentsQuery) =>
  queryOptions({
    queryKey: ledgerKeys.adjustmentsPage(query),
    queryFn: ({ signal }) => fetchAdjustmentsPage(query, signal),
    // Keep the rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // Other operators change this queue: read it again whenever a tab or page of it is shown.
    staleTime: 0,
  });

/** One page of manual adjustments in one status, newest first. */
export function useAdjustmentsPage(query: AdjustmentsQuery) {
  return useQuery(adjustmentsPageQueryOptions(query));
}
