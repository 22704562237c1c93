import { calls } from '@mall/contracts/browser';
import type { memberWallet } from '@mall/contracts';
import { request } from '@/lib/api.ts';
import { HISTORY_PAGE_SIZE, historyQuery, type HistoryFiltersOf } from './history-query.ts';
import { walletKeys, type WalletScope } from '../../../shared/wallet/api/keys.ts';

const queryCashLogs = calls.memberWallet.queryCashLogs;

export type CashFilters = HistoryFiltersOf<typeof memberWallet.queryCashLogs>;

export const cashHistoryQuery = (scope: WalletScope, filters: CashFilters) =>
  historyQuery(walletKeys.history(scope, 'cash', filters), (lastId, signal) =>
    request(queryCashLogs, { ...filters, lastId, pageSize: HISTORY_PAGE_SIZE }, { signal }),
  );
