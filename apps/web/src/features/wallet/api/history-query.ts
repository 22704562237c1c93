// What every wallet history call shares: the line shape and keyset paging by the last line's id.
import type { memberWallet, QueryOf, ResultOf } from '@mall/contracts';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** A money-like line ("+12.00") or a points line (+12). */
export type WalletLine =
  | ResultOf<typeof memberWallet.queryCashLogs>['list'][number]
  | ResultOf<typeof memberWallet.queryPointsLogs>['list'][number];

export interface WalletPage {
  list: WalletLine[];
  total: number;
  hasMore: boolean;
}

/** The filters a history call takes, without its paging. */
export type HistoryFiltersOf<C> = Omit<QueryOf<C>, 'pageNum' | 'pageSize' | 'lastId'>;

export const HISTORY_PAGE_SIZE = 20;

/**
 * Infinite query options for one history. Pages follow by `lastId` (keyset), so lines booked while
 * the member scrolls never shift the next page or repeat a line.
 */
export function historyQuery(
  queryKey: QueryKey,
  fetchPage: (lastId: number | undefined, signal: AbortSignal) => Promise<WalletPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: WalletPage) => (last.hasMore ? last.list.at(-1)?.id : undefined),
  });
}
