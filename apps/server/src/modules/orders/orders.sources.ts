// The payment sources of an order, as one registry that quoting, placing and the preview iterate.
// A source the shopper spends (`spend`) is named on the wire by the contracts' `spendSources`; a
// ledger part (`ledgerParts`) is one balance an order holds or spends; a line share
// (`lineShares`) is what a line carries of each source, so its refund returns each pro rata. How
// much each source covers is worked out by the pure `settle` (orders.pricing.ts), in the domain's
// deduction order: coupon, discount card, voucher, beans, cash (gift first), QR; points for
// points-zone lines. Adding a source: docs/domain/orders.md, "Adding a payment source".
import { spendSources, type LedgerAsset, type SpendParam, type SpendSourceName } from '@mall/contracts';
import type { MemberBalances } from '../ledger/index.ts';
import type { LineShare, OrderRules, Settlement } from './orders.pricing.ts';
import type { OrderSource } from './orders.schema.ts';

export interface SpendSource {
  name: SpendSourceName;
  param: SpendParam;
  /** What the settlement applied of it, in money. */
  applied: (s: Settlement) => number;
  /** What the member holds of it, in money. */
  available: (balances: MemberBalances, rules: OrderRules) => number;
}

const spendRules: Record<SpendSourceName, Omit<SpendSource, 'name' | 'param'>> = {
  beans: {
    applied: (s) => s.beans,
    available: (balances, rules) => Math.floor((balances.BEANS * rules.beanValueMinor) / 100),
  },
  cash: { applied: (s) => s.cashGift + s.cash, available: (balances) => balances.CASH_GIFT + balances.CASH },
  discountCard: { applied: (s) => s.discountCard, available: (balances) => balances.DISCOUNT_CARD },
  voucher: { applied: (s) => s.voucher, available: (balances) => balances.VOUCHER },
};

/** The balances a shopper chooses to spend, in the wire's order. */
export const spend: readonly SpendSource[] = spendSources.map((source) => ({ ...source, ...spendRules[source.name] }));

/**
 * The balances an order holds while its QR is awaited (or spends at once when born paid), each in
 * its asset's own units, in the order they are held. The discount card is not here: its value
 * lives in lots, so it is spent at once and credited back (orders.place.ts).
 */
export const ledgerParts: readonly { asset: LedgerAsset; amount: (s: Settlement) => number }[] = [
  { asset: 'VOUCHER', amount: (s) => s.voucher },
  { asset: 'BEANS', amount: (s) => s.beansCost },
  { asset: 'CASH_GIFT', amount: (s) => s.cashGift },
  { asset: 'CASH', amount: (s) => s.cash },
  { asset: 'POINTS', amount: (s) => s.points },
];

/** What a line carries of each source (`order_lines.deductions`): money, and whole points for POINTS. */
export const lineShares: readonly [OrderSource, keyof LineShare][] = [
  ['COUPON', 'coupon'],
  ['DISCOUNT_CARD', 'discountCard'],
  ['VOUCHER', 'voucher'],
  ['BEANS', 'beans'],
  ['CASH_GIFT', 'cashGift'],
  ['CASH', 'cash'],
  ['QR', 'qr'],
  ['POINTS', 'points'],
];
