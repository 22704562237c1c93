import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { HistoryType, LedgerAsset, ResultOf, adminLedger } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { ledgerKeys } from './keys.ts';

export type MemberHistoryPage = ResultOf<typeof adminLedger.memberHistory>;
export type MemberHistoryLine = MemberHistoryPage['list'][number];

export interface HistoryFilter {
  asset?: LedgerAsset;
  type?: HistoryType;
  /** "2026-05", a calendar month in UTC. */
  month?: string;
}

const PAGE_SIZE = 20;

export function fetchMemberHistory(
  memberId: number,
  filter: HistoryFilter,
  lastId: number | undefined,
  signal?: AbortSignal,
): Promise<MemberHistoryPage> {
  return callApi(
    calls.adminLedger.memberHistory,
    { memberId, ...filter, lastId, pageNum: 1, pageSize: PAGE_SIZE },
    { signal, isQuiet: true },
  );
}

export const memberHistoryQueryOptions = (memberId: number, filter: HistoryFilter) =>
  infiniteQueryOptions({
    queryKey: ledgerKeys.history(memberId, filter),
    queryFn: ({ signal, pageParam }) => fetchMemberHistory(memberId, filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // Keyset paging: the next page starts below the last line shown, so lines written meanwhile never repeat.
    getNextPageParam: (last) => (last.hasMore ? last.list.at(-1)?.id : undefined),
  });

/** A member's ledger lines across balances, newest first, loaded a page at a time. */
export function useMemberHistory(memberId: number, filter: HistoryFilter) {
  return useInfiniteQuery(memberHistoryQueryOptions(memberId, filter));
}
