// What a payment source is: one entry of the registry (./index.ts) that pricing, placing, closing,
// refunding and the preview iterate. Each source covers part of an order in its `cover` step, in
// the deduction order, and says where the order keeps its amount and how the ledger moves it.
import type { SpendSourceName, TransferKind } from '@mall/contracts';
import type { OrderSource } from '../orders.schema.ts';

export interface PricedLine {
  totalMinor: number;
  paymentMethod: 'cash' | 'certificate';
  /** Percent off for the part of the line paid by the discount card; 0: not DC-eligible. */
  dcDiscountPercent: number;
  taxRateBp: number;
  /** Points the line is paid with (a points-zone line); its `totalMinor` is then its cash part. */
  points?: number;
  /** What a subsidy campaign's budget pays of the line (docs/domain/campaign.md). */
  subsidyMinor?: number;
}

export interface OrderRules {
  shippingFeeMinor: number;
  freeShippingMinor: number;
  /** Currency minor units one bean (100 bean minor units) pays. */
  beanValueMinor: number;
}

/** What a line carries of each source, by source name: money, whole points for points. */
export interface LineShare {
  paid: Record<string, number>;
  /** What paying by discount card took off the line's price. */
  dcSaving: number;
}

/** How the ledger records a part's movements, which the member's history shows by name. */
export interface PartKinds {
  /** Held while the QR is awaited. */
  held: TransferKind;
  /** Paid to revenue: at once, or the hold posted. */
  spent: TransferKind;
  /** The hold voided when the order closes unpaid. */
  released: TransferKind;
}

/** The order columns that keep a source's amount; a source without one is in `other_sources_minor`. */
export type AmountColumn =
  | 'couponMinor'
  | 'discountCardMinor'
  | 'voucherMinor'
  | 'beansMinor'
  | 'cashGiftMinor'
  | 'cashMinor'
  | 'qrMinor'
  | 'pointsSpent';

export interface SettleStep {
  lines: readonly PricedLine[];
  shares: readonly LineShare[];
  rules: OrderRules;
  /** What the order still owes (shipping included) after the sources before this one. */
  open: number;
  /** What each line still owes after the sources before this one that cover lines. */
  lineOpen: readonly number[];
  /** What the member holds of the source (its ledger asset; the coupon's discount). */
  balance: number;
  /** What the shopper still asks of the balance it spends; unlimited when it spends none. */
  want: number;
  /** The most that balance could still cover here, before the shopper's choice. */
  room: number;
}

export interface Covered {
  /** Each line's share, for a source bound to lines; else `amount`, carried by the lines pro rata. */
  lines?: number[];
  amount?: number;
  /** What paying by it took off each line's price (the discount card's saving). */
  savings?: number[];
  /** The most it could cover here (0 when absent) and what the member holds (`balance` when absent). */
  max?: number;
  available?: number;
  /** What it costs in its ledger asset's own units, when they are not money (beans). */
  units?: number;
}

export interface PaymentSource {
  /** Its name in settlements, line shares and the wire's amounts. */
  name: string;
  /** Its order source: the ledger asset it is spent from, and the key of its line deductions. */
  source: OrderSource;
  /** The wire's balance the shopper spends it from (the contracts' `spendSources`); several may share one. */
  spends?: SpendSourceName;
  /** A discount lowers the price (and the tax in it); points are not money; by default it pays. */
  kind?: 'discount' | 'points';
  /** The order column of its amount; absent: counted in `other_sources_minor`, itemised in the payments. */
  column?: AmountColumn;
  /** Held or spent in the ledger as its asset (`source`); `kinds` when it is not money paid. */
  ledger?: { kinds?: PartKinds };
  cover: (step: SettleStep) => Covered;
}

export const moneyKinds: PartKinds = { held: 'HOLD', spent: 'ORDER_PAYMENT', released: 'HOLD_VOID' };

/** A balance that pays what is left of the order, as far as the shopper asks and it holds. */
export function fromBalance(step: SettleStep, available = step.balance): Covered {
  return { amount: Math.min(step.want, step.open, available), max: Math.min(step.room, available), available };
}

/** Splits `amount` over `weights` in proportion, to the minor unit (largest remainders get the rest). */
export function prorate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let rest = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, frac: value - Math.floor(value) }))
    .sort((a, b) => b.frac - a.frac);
  for (const { index } of order) {
    if (rest <= 0) break;
    shares[index]! += 1;
    rest -= 1;
  }
  return shares;
}
