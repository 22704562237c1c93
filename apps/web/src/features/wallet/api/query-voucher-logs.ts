import { calls } from '@mall/contracts/browser';
import type { memberWallet } from '@mall/contracts';
import { request } from '@/lib/api.ts';
import { HISTORY_PAGE_SIZE, historyQuery, type HistoryFiltersOf } from './history-query.ts';
import { walletKeys, type WalletScope } from '../../../shared/wallet/api/keys.ts';

const queryVoucherLogs = calls.memberWallet.queryVoucherLogs;

export type VouchersFilters = HistoryFiltersOf<typeof memberWallet.queryVoucherLogs>;

export const vouchersHistoryQuery = (scope: WalletScope, filters: VouchersFilters) =>
  historyQuery(walletKeys.history(scope, 'vouchers', filters), (lastId, signal) =>
    request(queryVoucherLogs, { ...filters, lastId, pageSize: HISTORY_PAGE_SIZE }, { signal }),
  );
