// The back office's after-sales: one page of the queue, one request, and the operator's step.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { adminAfterSale, AfterSaleAction, ResultOf } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import type { InspectVerdict } from '../aftersale-rules.ts';

export type AfterSalesPage = ResultOf<typeof adminAfterSale.page>;
export type AfterSaleRequest = ResultOf<typeof adminAfterSale.detail>;
export type AfterSaleStep = AfterSaleRequest['steps'][number];

/** One operator step: a reason to reject, a verdict to inspect, a parcel to ship a replacement. */
export interface Decision {
  action: AfterSaleAction;
  note?: string;
  /** What the member reads on their timeline; the note stays in the back office. */
  memberNote?: string;
  passed?: InspectVerdict;
  carrier?: string;
  trackingNo?: string;
}

/**
 * Open requests (the queue, oldest first), refunds waiting to be paid or past their day (soonest due
 * first), closed ones, or all of them (newest first).
 */
export type QueueState = 'open' | 'refundDue' | 'overdue' | 'final' | 'all';

/** The page call's filter for a queue state. */
function stateFilter(state: QueueState) {
  if (state === 'all') return {};
  if (state === 'refundDue') return { refundDue: '1' } as const;
  if (state === 'overdue') return { overdue: '1' } as const;
  return { state };
}

export interface AfterSalesQuery {
  pageNum: number;
  pageSize: number;
  type?: AfterSaleRequest['type'];
  state: QueueState;
}

export const afterSaleKeys = {
  all: ['afterSales'] as const,
  page: (query: AfterSalesQuery) => [...afterSaleKeys.all, 'page', query] as const,
  detail: (id: number) => [...afterSaleKeys.all, 'detail', id] as const,
};

export function useAfterSalesPage(query: AfterSalesQuery) {
  const { state, ...rest } = query;
  return useQuery({
    queryKey: afterSaleKeys.page(query),
    queryFn: ({ signal }) => callApi(calls.adminAfterSale.page, { ...rest, ...stateFilter(state) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAfterSale(id: number) {
  return useQuery({
    queryKey: afterSaleKeys.detail(id),
    queryFn: ({ signal }) => callApi(calls.adminAfterSale.detail, { id }, { signal }),
  });
}

/**
 * Takes one step on a request. Quiet: the step's dialog shows the server's refusal itself. The
 * request and the queue reload afterwards, after a refusal too (someone else may have moved it).
 */
export function useDecideAfterSale(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => callApi(calls.adminAfterSale.decide, { ...decision, id }, { isQuiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: afterSaleKeys.all }),
  });
}
