import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminEvents } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import type { Paging } from '../../../lib/url-paging.ts';
import { eventKeys } from './keys.ts';

export type FailedEventsPage = ResultOf<typeof adminEvents.failed>;
export type FailedEventRow = FailedEventsPage['list'][number];

export function fetchFailedEvents(query: Paging, signal?: AbortSignal): Promise<FailedEventsPage> {
  return callApi(calls.adminEvents.failed, query, { signal });
}

export const failedEventsQueryOptions = (query: Paging) =>
  queryOptions({
    queryKey: eventKeys.failed(query),
    queryFn: ({ signal }) => fetchFailedEvents(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the failed events, the latest failure first. */
export function useFailedEvents(query: Paging) {
  return useQuery(failedEventsQueryOptions(query));
}

export function retryEvent(id: number): Promise<ResultOf<typeof adminEvents.retry>> {
  return callApi(calls.adminEvents.retry, { id });
}

/**
 * Runs a failed event's follow-up again; the list drops it. A refusal (another admin retried it
 * first) also means the list is out of date, so it is read again either way.
 */
export function useRetryEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
