import { calls } from '@mall/contracts/browser';
import type { memberWallet } from '@mall/contracts';
import { request } from '@/lib/api.ts';
import { HISTORY_PAGE_SIZE, historyQuery, type HistoryFiltersOf } from './history-query.ts';
import { walletKeys, type WalletScope } from '../../../shared/wallet/api/keys.ts';

const queryPointsLogs = calls.memberWallet.queryPointsLogs;

export type PointsFilters = HistoryFiltersOf<typeof memberWallet.queryPointsLogs>;

export const pointsHistoryQuery = (scope: WalletScope, filters: PointsFilters) =>
  historyQuery(walletKeys.history(scope, 'points', filters), (lastId, signal) =>
    request(queryPointsLogs, { ...filters, lastId, pageSize: HISTORY_PAGE_SIZE }, { signal }),
  );
