import { calls } from '@mall/contracts/browser';
import type { memberWallet } from '@mall/contracts';
import { request } from '@/lib/api.ts';
import { HISTORY_PAGE_SIZE, historyQuery, type HistoryFiltersOf } from './history-query.ts';
import { walletKeys, type WalletScope } from '../../../shared/wallet/api/keys.ts';

const queryDiscountCardLogs = calls.memberWallet.queryDiscountCardLogs;

export type DiscountCardFilters = HistoryFiltersOf<typeof memberWallet.queryDiscountCardLogs>;

export const discountCardHistoryQuery = (scope: WalletScope, filters: DiscountCardFilters) =>
  historyQuery(walletKeys.history(scope, 'discountCard', filters), (lastId, signal) =>
    request(queryDiscountCardLogs, { ...filters, lastId, pageSize: HISTORY_PAGE_SIZE }, { signal }),
  );
