// The back office's withdrawals: the queue and its reviews, payout batches, tax certificates, the report.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type EndpointResult } from '@mall/contracts/browser';
import type { PayoutFormat, WithdrawalStatus } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type AdminWithdrawal = EndpointResult<typeof calls.adminWithdraw.page>['list'][number];
export type PayoutBatch = EndpointResult<typeof calls.adminWithdraw.batchPage>['list'][number];
export type TaxRequest = EndpointResult<typeof calls.adminWithdraw.taxRequestPage>['list'][number];

export const withdrawKeys = { all: ['withdraw'] as const };

export function useWithdrawQueue(status: WithdrawalStatus | undefined, pageNum: number) {
  return useQuery({
    queryKey: [...withdrawKeys.all, 'queue', status, pageNum],
    queryFn: ({ signal }) => callApi(calls.adminWithdraw.page, { status, pageNum, pageSize: 20 }, { signal }),
  });
}

export function useBatches(pageNum: number) {
  return useQuery({
    queryKey: [...withdrawKeys.all, 'batches', pageNum],
    queryFn: ({ signal }) => callApi(calls.adminWithdraw.batchPage, { pageNum, pageSize: 20 }, { signal }),
  });
}

export function useBatch(id: number | null) {
  return useQuery({
    queryKey: [...withdrawKeys.all, 'batch', id],
    queryFn: ({ signal }) => callApi(calls.adminWithdraw.batchDetail, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}

export function useTaxRequests(pageNum: number) {
  return useQuery({
    queryKey: [...withdrawKeys.all, 'tax', pageNum],
    queryFn: ({ signal }) => callApi(calls.adminWithdraw.taxRequestPage, { pageNum, pageSize: 20 }, { signal }),
  });
}

export function useReport(from: string, to: string) {
  return useQuery({
    queryKey: [...withdrawKeys.all, 'report', from, to],
    queryFn: ({ signal }) => callApi(calls.adminWithdraw.report, { from, to }, { signal }),
  });
}

type Action =
  | { kind: 'first' | 'second'; id: number }
  | { kind: 'reject' | 'rejectItem'; id: number; reason: string }
  | { kind: 'export' }
  | { kind: 'transferred'; id: number; bankReference: string };

function perform(action: Action): Promise<unknown> {
  switch (action.kind) {
    case 'first':
      return callApi(calls.adminWithdraw.firstReview, { id: action.id });
    case 'second':
      return callApi(calls.adminWithdraw.secondReview, { id: action.id });
    case 'reject':
      return callApi(calls.adminWithdraw.reject, { id: action.id, reason: action.reason });
    case 'rejectItem':
      return callApi(calls.adminWithdraw.batchRejectItem, { id: action.id, reason: action.reason });
    case 'export':
      return callApi(calls.adminWithdraw.batchExport, {});
    case 'transferred':
      return callApi(calls.adminWithdraw.batchTransferred, { id: action.id, bankReference: action.bankReference });
  }
}

/** Every money step of the page; everything reloads after it, refused or not. */
export function useWithdrawAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: perform,
    onSettled: () => client.invalidateQueries({ queryKey: withdrawKeys.all }),
  });
}

/** Saves a batch's payout file in the browser. */
export async function downloadBatch(id: number, format: PayoutFormat): Promise<void> {
  const file = await callApi(calls.adminWithdraw.batchDownload, { id, format });
  const url = URL.createObjectURL(new Blob([file.content], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.click();
  URL.revokeObjectURL(url);
}

export function useAnswerTax() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('id', String(id));
      form.append('file', file);
      return callApi(calls.adminWithdraw.taxRequestAnswer, form as never);
    },
    onSettled: () => client.invalidateQueries({ queryKey: withdrawKeys.all }),
  });
}
