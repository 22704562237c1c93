// The wallet's history books: which call each one reads, the types its filter offers (the contracts'
// own lists, which the calls' schemas are built from) and how its amounts are counted.
import {
  beansHistoryTypes,
  bonusKinds,
  cashHistoryTypes,
  discountCardHistoryTypes,
  pointsHistoryTypes,
  voucherHistoryTypes,
  type CashAsset,
  type HistoryType,
} from '@mall/contracts/browser';
import type { AmountUnit } from '../../../shared/wallet/hooks/use-wallet-format.ts';
import { beansHistoryQuery } from '../api/query-beans-logs.ts';
import { bonusHistoryQuery } from '../api/query-bonus-logs.ts';
import { cashHistoryQuery } from '../api/query-cash-logs.ts';
import { discountCardHistoryQuery } from '../api/query-discount-card-logs.ts';
import type { historyQuery } from '../api/history-query.ts';
import type { HistoryBook, WalletScope } from '../../../shared/wallet/api/keys.ts';
import { pointsHistoryQuery } from '../api/query-points-logs.ts';
import { vouchersHistoryQuery } from '../api/query-voucher-logs.ts';

export interface HistoryFilters {
  type?: HistoryType | undefined;
  /** "2026-05" */
  month?: string | undefined;
  asset?: CashAsset | undefined;
}

export interface BookDefinition {
  types: readonly HistoryType[];
  unit: AmountUnit;
  query: (scope: WalletScope, filters: HistoryFilters) => ReturnType<typeof historyQuery>;
}

const oneOf = <T extends string>(types: readonly T[], value: string | undefined): T | undefined =>
  types.find((candidate) => candidate === value);

export const historyBooks: Record<HistoryBook, BookDefinition> = {
  cash: {
    types: cashHistoryTypes,
    unit: 'money',
    query: (scope, { type, month, asset }) =>
      cashHistoryQuery(scope, { type: oneOf(cashHistoryTypes, type), month, asset }),
  },
  bonus: {
    types: bonusKinds,
    unit: 'money',
    query: (scope, { type, month }) => bonusHistoryQuery(scope, { type: oneOf(bonusKinds, type), month }),
  },
  beans: {
    types: beansHistoryTypes,
    unit: 'beans',
    query: (scope, { type, month }) => beansHistoryQuery(scope, { type: oneOf(beansHistoryTypes, type), month }),
  },
  discountCard: {
    types: discountCardHistoryTypes,
    unit: 'money',
    query: (scope, { type, month }) =>
      discountCardHistoryQuery(scope, { type: oneOf(discountCardHistoryTypes, type), month }),
  },
  vouchers: {
    types: voucherHistoryTypes,
    unit: 'money',
    query: (scope, { type, month }) => vouchersHistoryQuery(scope, { type: oneOf(voucherHistoryTypes, type), month }),
  },
  points: {
    types: pointsHistoryTypes,
    unit: 'points',
    query: (scope, { type, month }) => pointsHistoryQuery(scope, { type: oneOf(pointsHistoryTypes, type), month }),
  },
};
