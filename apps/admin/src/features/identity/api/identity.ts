// The identity review queue, one submission, decisions, and bank card review.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { IdentityKind, IdentityRejectTemplate, IdentityState, ResultOf, adminIdentity } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type IdentityRow = ResultOf<typeof adminIdentity.page>['list'][number];
export type IdentityDetail = ResultOf<typeof adminIdentity.detail>;
export type AdminBankCard = ResultOf<typeof adminIdentity.bankCardPage>['list'][number];

export interface QueueQuery {
  pageNum: number;
  pageSize: number;
  kind?: IdentityKind;
  state?: IdentityState;
}

export const identityKeys = {
  all: ['identity'] as const,
  queue: (query: QueueQuery) => [...identityKeys.all, 'queue', query] as const,
  detail: (memberId: number) => [...identityKeys.all, 'detail', memberId] as const,
  cards: (query: { pageNum: number; pageSize: number; status?: number }) =>
    [...identityKeys.all, 'cards', query] as const,
  member: (memberId: number) => [...identityKeys.all, 'member', memberId] as const,
  memberCards: (memberId: number) => [...identityKeys.all, 'cards', 'member', memberId] as const,
};

export function useIdentityQueue(query: QueueQuery) {
  return useQuery({
    queryKey: identityKeys.queue(query),
    queryFn: ({ signal }) => callApi(calls.adminIdentity.page, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One submission with its documents; each load is recorded in the audit log by the server. */
export function useIdentityDetail(memberId: number) {
  return useQuery({
    queryKey: identityKeys.detail(memberId),
    queryFn: ({ signal }) => callApi(calls.adminIdentity.detail, { memberId }, { signal }),
    // The image links expire within minutes; a fresh look fetches fresh links.
    staleTime: 0,
  });
}

export type IdentityDecision =
  | { action: 'approve'; memberId: number }
  | { action: 'reject'; memberId: number; templates: IdentityRejectTemplate[]; reasons: string };

export function useDecideIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: IdentityDecision) =>
      decision.action === 'approve'
        ? callApi(calls.adminIdentity.approve, { memberId: decision.memberId })
        : callApi(calls.adminIdentity.reject, {
            memberId: decision.memberId,
            templates: decision.templates,
            reasons: decision.reasons,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: identityKeys.all }),
  });
}

export function useBankCardQueue(query: { pageNum: number; pageSize: number; status?: number }) {
  return useQuery({
    queryKey: identityKeys.cards(query),
    queryFn: ({ signal }) => callApi(calls.adminIdentity.bankCardPage, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; status: 1 | 2 | 3; note?: string }) =>
      callApi(calls.adminIdentity.bankCardReview, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [...identityKeys.all, 'cards'] }),
  });
}

/** One member's identity record (state and decision, no documents): the queue filtered to them. */
export function useMemberIdentity(memberId: number) {
  return useQuery({
    queryKey: identityKeys.member(memberId),
    queryFn: async ({ signal }) => {
      const page = await callApi(calls.adminIdentity.page, { pageNum: 1, pageSize: 1, memberId }, { signal });
      return page.list[0] ?? null;
    },
  });
}

/** One member's bank cards, account numbers masked. */
export function useMemberBankCards(memberId: number) {
  return useQuery({
    queryKey: identityKeys.memberCards(memberId),
    queryFn: ({ signal }) => callApi(calls.adminIdentity.memberBankCards, { memberId }, { signal }),
  });
}
