// The wallet's history books: which call each one reads, the types its filter offers and how its
// amounts are counted. The type lists restate the contracts' (whose values stay on the server) and
// are checked against them: a type added to or missing from a call fails the typecheck here.
import type { HistoryType, memberWallet, QueryOf } from '@mall/contracts';
import type { AmountUnit } from '../../../shared/wallet/hooks/use-wallet-format.ts';
import { beansHistoryQuery } from '../api/query-beans-logs.ts';
import { bonusHistoryQuery } from '../api/query-bonus-logs.ts';
import { cashHistoryQuery } from '../api/query-cash-logs.ts';
import { discountCardHistoryQuery } from '../api/query-discount-card-logs.ts';
import type { historyQuery } from '../api/history-query.ts';
import type { HistoryBook, WalletScope } from '../../../shared/wallet/api/keys.ts';
import { pointsHistoryQuery } from '../api/query-points-logs.ts';
import { vouchersHistoryQuery } from '../api/query-voucher-logs.ts';

/** The cash balance's two parts, which the balance history can show apart. */
export const cashAssets = ['CASH', 'CASH_GIFT'] as const;
export type CashAsset = (typeof cashAssets)[number];

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

type TypeOf<C> = QueryOf<C> extends { type?: infer T } ? NonNullable<T> : never;

/** Accepts the list only when it names every type of the call, each from the call. */
const everyTypeOf =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : never)) =>
    list;

const oneOf = <T extends string>(types: readonly T[], value: string | undefined): T | undefined =>
  types.find((candidate) => candidate === value);

const cashTypes = everyTypeOf<TypeOf<typeof memberWallet.queryCashLogs>>()([
  'OPENING_BALANCE',
  'BONUS_DIRECT',
  'BONUS_PAIRING',
  'BONUS_GENERATION',
  'ORDER_PAYMENT',
  'ORDER_REFUND',
  'TOP_UP',
  'WITHDRAWAL',
  'SYSTEM_GIFT',
  'DC_PURCHASE',
  'HOLD',
  'HOLD_VOID',
  'ADJUSTMENT',
  'REVERSAL',
]);
const bonusTypes = everyTypeOf<TypeOf<typeof memberWallet.queryBonusLogs>>()([
  'BONUS_DIRECT',
  'BONUS_PAIRING',
  'BONUS_GENERATION',
]);
const beansTypes = everyTypeOf<TypeOf<typeof memberWallet.queryBeansLogs>>()([
  'BEANS_EARNED',
  'BEANS_GIFT',
  'SYSTEM_GIFT',
  'BEANS_REFERRAL_REWARD',
  'BEANS_CONSUMPTION_REWARD',
  'BEANS_PAC_GIFT',
  'BEANS_GIFT_RETURNED',
  'BEANS_GIFT_CANCELLED',
  'TOP_UP',
  'OPENING_BALANCE',
]);
const discountCardTypes = everyTypeOf<TypeOf<typeof memberWallet.queryDiscountCardLogs>>()([
  'DC_PURCHASE',
  'DC_USE',
  'DC_EXPIRED',
  'DC_RECEIVED',
  'DC_RETURNED',
  'DC_DISTRIBUTED',
  'DC_RECEIVED_FROM_USER',
]);
const voucherTypes = everyTypeOf<TypeOf<typeof memberWallet.queryVoucherLogs>>()([
  'OPENING_BALANCE',
  'SYSTEM_GIFT',
  'ORDER_PAYMENT',
  'ORDER_REFUND',
  'ADJUSTMENT',
  'REVERSAL',
]);
const pointsTypes = everyTypeOf<TypeOf<typeof memberWallet.queryPointsLogs>>()([
  'OPENING_BALANCE',
  'POINTS_EARNED',
  'POINTS_REDEEMED',
  'ORDER_REFUND',
  'ADJUSTMENT',
  'REVERSAL',
]);

export const historyBooks: Record<HistoryBook, BookDefinition> = {
  cash: {
    types: cashTypes,
    unit: 'money',
    query: (scope, { type, month, asset }) => cashHistoryQuery(scope, { type: oneOf(cashTypes, type), month, asset }),
  },
  bonus: {
    types: bonusTypes,
    unit: 'money',
    query: (scope, { type, month }) => bonusHistoryQuery(scope, { type: oneOf(bonusTypes, type), month }),
  },
  beans: {
    types: beansTypes,
    unit: 'beans',
    query: (scope, { type, month }) => beansHistoryQuery(scope, { type: oneOf(beansTypes, type), month }),
  },
  discountCard: {
    types: discountCardTypes,
    unit: 'money',
    query: (scope, { type, month }) => discountCardHistoryQuery(scope, { type: oneOf(discountCardTypes, type), month }),
  },
  vouchers: {
    types: voucherTypes,
    unit: 'money',
    query: (scope, { type, month }) => vouchersHistoryQuery(scope, { type: oneOf(voucherTypes, type), month }),
  },
  points: {
    types: pointsTypes,
    unit: 'points',
    query: (scope, { type, month }) => pointsHistoryQuery(scope, { type: oneOf(pointsTypes, type), month }),
  },
};
