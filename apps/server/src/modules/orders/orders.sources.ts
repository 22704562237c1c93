// The payment sources of an order, as one registry that quoting, placing and the preview iterate.
// A source the shopper spends (`spend`) is named on the wire by the contracts' `spendSources`; a
// ledger part (`ledgerParts`) is one balance an order holds or spends; a line share
// (`lineShares`) is what a line carries of each source, so its refund returns each pro rata. How
// much each source covers is worked out by the pure `settle` (orders.pricing.ts), in the domain's
// deduction order: coupon, discount card, voucher, beans, cash (gift first), QR; points for
// points-zone lines. Adding a source: docs/domain/orders.md, "Adding a payment source".
import {
  spendSources,
  type LedgerAsset,
  type SpendParam,
  type SpendSourceName,
  type TransferKind,
} from '@mall/contracts';
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

/** How the ledger records a part's movements, which the member's history shows by name. */
export interface PartKinds {
  /** Held while the QR is awaited. */
  held: TransferKind;
  /** Paid to revenue: at once, or the hold posted. */
  spent: TransferKind;
  /** The hold voided when the order closes unpaid. */
  released: TransferKind;
}

const moneyKinds: PartKinds = { held: 'HOLD', spent: 'ORDER_PAYMENT', released: 'HOLD_VOID' };

/**
 * The balances an order holds while its QR is awaited (or spends at once when born paid), each in
 * its asset's own units, in the order they are held. The discount card is not here: its value
 * lives in lots, so it is spent at once and credited back (orders.place.ts). Points are redeemed,
 * not paid: their history reads POINTS_REDEEMED, and ORDER_REFUND when a cancel gives them back.
 */
export const ledgerParts: readonly { asset: LedgerAsset; amount: (s: Settlement) => number; kinds: PartKinds }[] = [
  { asset: 'VOUCHER', amount: (s) => s.voucher, kinds: moneyKinds },
  { asset: 'BEANS', amount: (s) => s.beansCost, kinds: moneyKinds },
  { asset: 'CASH_GIFT', amount: (s) => s.cashGift, kinds: moneyKinds },
  { asset: 'CASH', amount: (s) => s.cash, kinds: moneyKinds },
  {
    asset: 'POINTS',
    amount: (s) => s.points,
    kinds: { held: 'POINTS_REDEEMED', spent: 'POINTS_REDEEMED', released: 'ORDER_REFUND' },
  },
];

/** The ledger kinds of an order's movements of the asset (a source outside ledgerParts moves as money). */
export function partKinds(asset: string): PartKinds {
  return ledgerParts.find((part) => part.asset === asset)?.kinds ?? moneyKinds;
}

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
