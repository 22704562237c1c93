// The member's withdrawals: what is missing, credentials, apply, cancel, the list and one record.
import { calls, type EndpointResult } from '@mall/contracts/browser';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, type Endpoint } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type Precheck = EndpointResult<typeof calls.withdraw.precheck>;
export type Withdrawal = EndpointResult<typeof calls.withdraw.detail>;
export type WithdrawalLine = EndpointResult<typeof calls.withdraw.queryPage>['list'][number];

const PAGE_SIZE = 20;

export const withdrawKeys = {
  all: [memberScope, 'withdraw'] as const,
};

/** What the member still needs, with balance, minimum, fee, tax and the passed cards; always fresh. */
export function usePrecheck() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...withdrawKeys.all, 'precheck', viewer.token, viewer.locale],
    queryFn: ({ signal }) => request(calls.withdraw.precheck, undefined, { signal }),
    enabled: viewer.token !== 'guest',
    staleTime: 0,
  });
}

/** The member's applications, newest first, page by page. */
export function useWithdrawals() {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...withdrawKeys.all, 'list', viewer.token],
    queryFn: ({ pageParam, signal }) =>
      request(calls.withdraw.queryPage, { pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
  });
}

/** One application with its credentials' signed links. */
export function useWithdrawal(id: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...withdrawKeys.all, 'detail', viewer.token, id],
    queryFn: ({ signal }) => request(calls.withdraw.detail, { id }, { signal }),
    enabled: viewer.token !== 'guest' && id > 0,
    staleTime: 0,
  });
}

const { method, path } = calls.withdraw.uploadCredential;
/** A multipart upload of the file `file` (the contract declares no body). */
const uploadCredential: Endpoint<FormData, EndpointResult<typeof calls.withdraw.uploadCredential>> = { method, path };

export function useUploadCredential() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return request(uploadCredential, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawKeys.all }),
  });
}

export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: string; bankCardId: number; credentialIds: number[]; idempotencyKey: string }) =>
      request(calls.withdraw.apply, body),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawKeys.all }),
  });
}

export function useCancelWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(calls.withdraw.cancel, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawKeys.all }),
  });
}

export type TaxRequest = EndpointResult<typeof calls.withdraw.taxRequestList>[number];

/** The member's withholding-tax certificate requests, newest first; answered ones carry a fresh link. */
export function useTaxRequests() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...withdrawKeys.all, 'tax', viewer.token],
    queryFn: ({ signal }) => request(calls.withdraw.taxRequestList, undefined, { signal }),
    enabled: viewer.token !== 'guest',
    // The certificate links are signed for a short while: read again on every visit.
    staleTime: 0,
  });
}

export function useRequestTax() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { year: number; remark: string }) => request(calls.withdraw.taxRequest, body),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawKeys.all }),
  });
}
