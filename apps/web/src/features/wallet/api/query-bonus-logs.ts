import { calls } from '@mall/contracts/browser';
import type { memberWallet } from '@mall/contracts';
import { request } from '@/lib/api.ts';
import { HISTORY_PAGE_SIZE, historyQuery, type HistoryFiltersOf } from './history-query.ts';
import { walletKeys, type WalletScope } from '../../../shared/wallet/api/keys.ts';

const queryBonusLogs = calls.memberWallet.queryBonusLogs;

export type BonusFilters = HistoryFiltersOf<typeof memberWallet.queryBonusLogs>;

export const bonusHistoryQuery = (scope: WalletScope, filters: BonusFilters) =>
  historyQuery(walletKeys.history(scope, 'bonus', filters), (lastId, signal) =>
    request(queryBonusLogs, { ...filters, lastId, pageSize: HISTORY_PAGE_SIZE }, { signal }),
  );
