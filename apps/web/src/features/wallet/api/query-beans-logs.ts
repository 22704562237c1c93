import { calls } from '@mall/contracts/browser';
import type { memberWallet } from '@mall/contracts';
import { request } from '@/lib/api.ts';
import { HISTORY_PAGE_SIZE, historyQuery, type HistoryFiltersOf } from './history-query.ts';
import { walletKeys, type WalletScope } from '../../../shared/wallet/api/keys.ts';

const queryBeansLogs = calls.memberWallet.queryBeansLogs;

export type BeansFilters = HistoryFiltersOf<typeof memberWallet.queryBeansLogs>;

export const beansHistoryQuery = (scope: WalletScope, filters: BeansFilters) =>
  historyQuery(walletKeys.history(scope, 'beans', filters), (lastId, signal) =>
    request(queryBeansLogs, { ...filters, lastId, pageSize: HISTORY_PAGE_SIZE }, { signal }),
  );
