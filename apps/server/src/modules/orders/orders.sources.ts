// The payment sources of an order, as one registry (`paymentSources`) that quoting, placing and the
// preview iterate, in the domain's deduction order: coupon, discount card, voucher, beans, cash
// (gift first), QR; points for points-zone lines. Each entry is a line share (`share`: what a line
// carries of it, so its refund returns each pro rata, and the Settlement's total of the same name);
// a balance the shopper spends names its wire source (`spends`, the contracts' `spendSources`); one
// an order holds or spends in the ledger is a ledger part (`ledger`). How much each covers is
// worked out by the pure `settle` (orders.pricing.ts). Adding a source: docs/domain/orders.md,
// "Adding a payment source".
import {
  ledgerAssets,
  spendSources,
  type LedgerAsset,
  type SpendParam,
  type SpendSourceName,
  type TransferKind,
} from '@mall/contracts';
import { invariant } from '../../lib/errors.ts';
import type { LineShare, Settlement } from './orders.pricing.ts';
import type { OrderSource } from './orders.schema.ts';

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

export interface PaymentSource {
  source: OrderSource;
  /** The line share and Settlement total it is: money, or whole points for POINTS. */
  share: Exclude<keyof LineShare, 'dcSaving'>;
  /** The wire's balance the shopper spends it from; several sources may share one (cash: gift first). */
  spends?: SpendSourceName;
  /**
   * Held or spent in the ledger as its asset (`source`): `units` when the ledger counts otherwise
   * than the share (beans: their cost in beans), `kinds` when it is not money paid.
   */
  ledger?: { units?: (s: Settlement) => number; kinds?: PartKinds };
}

/**
 * Every source, in the deduction order. The discount card is no ledger part: its value lives in
 * lots, so it is spent at once and credited back (orders.place.ts). Points are redeemed, not paid:
 * their history reads POINTS_REDEEMED, and ORDER_REFUND when a cancel gives them back.
 */
export const paymentSources: readonly PaymentSource[] = [
  { source: 'COUPON', share: 'coupon' },
  { source: 'DISCOUNT_CARD', share: 'discountCard', spends: 'discountCard' },
  { source: 'VOUCHER', share: 'voucher', spends: 'voucher', ledger: {} },
  { source: 'BEANS', share: 'beans', spends: 'beans', ledger: { units: (s) => s.beansCost } },
  { source: 'CASH_GIFT', share: 'cashGift', spends: 'cash', ledger: {} },
  { source: 'CASH', share: 'cash', spends: 'cash', ledger: {} },
  { source: 'QR', share: 'qr' },
  {
    source: 'POINTS',
    share: 'points',
    ledger: { kinds: { held: 'POINTS_REDEEMED', spent: 'POINTS_REDEEMED', released: 'ORDER_REFUND' } },
  },
];

export interface SpendSource {
  name: SpendSourceName;
  param: SpendParam;
  /** What the settlement applied of it, in money. */
  applied: (s: Settlement) => number;
}

/** The balances a shopper chooses to spend, in the wire's order; what the member holds is `s.available`. */
export const spend: readonly SpendSource[] = spendSources.map((source) => {
  const shares = paymentSources.filter((entry) => entry.spends === source.name).map((entry) => entry.share);
  return { ...source, applied: (s: Settlement) => shares.reduce((sum, share) => sum + s[share], 0) };
});

export interface LedgerPart {
  asset: LedgerAsset;
  /** What the order holds or spends of it, in the asset's own units. */
  amount: (s: Settlement) => number;
  kinds: PartKinds;
}

/** The balances an order holds while its QR is awaited (or spends at once when born paid), in the order they are held. */
export const ledgerParts: readonly LedgerPart[] = paymentSources.flatMap(({ source, share, ledger }) => {
  if (!ledger) return [];
  invariant((ledgerAssets as readonly string[]).includes(source), `payment source ${source} is a ledger asset`);
  return [
    {
      asset: source as LedgerAsset,
      amount: ledger.units ?? ((s: Settlement) => s[share]),
      kinds: ledger.kinds ?? moneyKinds,
    },
  ];
});

/** The ledger kinds of an order's movements of the asset (a source outside ledgerParts moves as money). */
export function partKinds(asset: string): PartKinds {
  return ledgerParts.find((part) => part.asset === asset)?.kinds ?? moneyKinds;
}

/** What a line carries of each source (`order_lines.deductions`): money, and whole points for POINTS. */
export const lineShares: readonly [OrderSource, keyof LineShare][] = paymentSources.map(({ source, share }) => [
  source,
  share,
]);
