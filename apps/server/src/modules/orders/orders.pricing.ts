// How an order is paid, worked out from the lines' prices and what the shopper may spend. Pure: the
// same input always gives the same answer, so preview and create agree to the minor unit.
//
// Each payment source covers its part in the registry's deduction order (sources/index.ts): coupon,
// discount card (DC-eligible lines, at their DC discount), voucher (lines paid by certificate),
// beans, cash balance (gift first), then QR. Points-zone lines paid with points take their points
// from the points balance; only their cash part (`totalMinor`) joins the money above, and it takes
// no discount card or voucher.
import { paymentSources } from './sources/index.ts';
import {
  prorate,
  type LineShare,
  type OrderRules,
  type PaymentSource,
  type PricedLine,
  type SettleStep,
} from './sources/source.ts';

export { prorate } from './sources/source.ts';
export type { LineShare, OrderRules, PricedLine } from './sources/source.ts';

/** What the member holds, by order source (ledger asset; COUPON: the coupon's discount). */
export type Wallet = Partial<Record<string, number>>;

/** What the shopper asks to spend of each wire balance, currency minor units; capped by the server. */
export type Wants = Partial<Record<string, number>>;

export interface Settlement {
  goods: number;
  shipping: number;
  freeShippingExcess: number;
  dcSaving: number;
  tax: number;
  /** What each source covers, by source name: money, whole points for points. */
  paid: Record<string, number>;
  /** What a source costs in its ledger's own units where they are not money (beans: bean minor units). */
  units: Record<string, number>;
  /**
   * By wire balance (a source spending none: by its name): the most it could cover here before the
   * shopper's choice, and what the member holds, in currency minor units (points: whole points).
   */
  max: Record<string, number>;
  available: Record<string, number>;
  lines: LineShare[];
}

/** What a source covers in the settlement (0 when it covers nothing). */
export function paidBy(s: Settlement, name: string): number {
  return s.paid[name] ?? 0;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What a line still owes after the sources that covered it (discounts included, points not money). */
function lineOpen(line: PricedLine, share: LineShare, sources: readonly PaymentSource[]): number {
  const covered = sources.filter((entry) => entry.kind !== 'points').map((entry) => share.paid[entry.name] ?? 0);
  return line.totalMinor - share.dcSaving - sum(covered);
}

/** One balance's running figures: what is still asked of it, its room, and its totals. */
interface Group {
  want: number;
  room: number;
  max: number;
  available: number;
}

/** The shipping fee of an order whose goods bought with money come to `moneyGoodsMinor`. */
export function shippingOf(moneyGoodsMinor: number, rules: Pick<OrderRules, 'freeShippingMinor' | 'shippingFeeMinor'>) {
  return moneyGoodsMinor >= rules.freeShippingMinor || moneyGoodsMinor === 0 ? 0 : rules.shippingFeeMinor;
}

export function settle(
  lines: readonly PricedLine[],
  wallet: Wallet,
  wants: Wants,
  rules: OrderRules,
  sources: readonly PaymentSource[] = paymentSources,
): Settlement {
  const goods = sum(lines.map((line) => line.totalMinor));
  // Shipping is counted on the goods bought with money: a points redemption alone ships free.
  const moneyGoods = sum(lines.map((line) => (line.points ? 0 : line.totalMinor)));
  const shipping = shippingOf(moneyGoods, rules);
  const shares: LineShare[] = lines.map(() => ({ paid: {}, dcSaving: 0 }));
  const paid: Record<string, number> = {};
  const units: Record<string, number> = {};
  const groups = new Map<string, Group>();
  const wide: PaymentSource[] = [];
  let open = goods + shipping;
  for (const entry of sources) {
    const key = entry.spends ?? entry.name;
    const group = groups.get(key) ?? {
      want: entry.spends ? (wants[entry.spends] ?? 0) : Infinity,
      room: open,
      max: 0,
      available: 0,
    };
    groups.set(key, group);
    const step: SettleStep = {
      lines,
      shares,
      rules,
      open,
      lineOpen: lines.map((line, index) => lineOpen(line, shares[index]!, sources)),
      balance: wallet[entry.source] ?? 0,
      want: group.want,
      room: group.room,
    };
    const covered = entry.cover(step);
    covered.lines?.forEach((share, index) => (shares[index]!.paid[entry.name] = share));
    covered.savings?.forEach((saving, index) => (shares[index]!.dcSaving = saving));
    if (!covered.lines) wide.push(entry);
    const amount = covered.lines ? sum(covered.lines) : (covered.amount ?? 0);
    paid[entry.name] = amount;
    if (covered.units !== undefined) units[entry.name] = covered.units;
    group.want -= amount;
    group.max += covered.max ?? 0;
    group.room -= covered.max ?? 0;
    group.available += covered.available ?? step.balance;
    if (entry.kind !== 'points') open -= amount + sum(covered.savings ?? []);
  }

  // Order-wide sources are carried by the lines in proportion to what each still owes (shipping
  // included as a share of the whole), so a refunded line returns each source pro rata.
  const weights = lines.map((line, index) => lineOpen(line, shares[index]!, sources));
  for (const entry of wide)
    prorate(paid[entry.name]!, weights).forEach((share, index) => (shares[index]!.paid[entry.name] = share));

  const discounts = sources.filter((entry) => entry.kind === 'discount');
  const tax = sum(
    lines.map((line, index) => {
      const share = shares[index]!;
      const paidMoney = line.totalMinor - share.dcSaving - sum(discounts.map((entry) => share.paid[entry.name] ?? 0));
      return Math.round((paidMoney * line.taxRateBp) / (10_000 + line.taxRateBp));
    }),
  );

  return {
    goods,
    shipping,
    freeShippingExcess: Math.max(0, rules.freeShippingMinor - moneyGoods),
    dcSaving: sum(shares.map((share) => share.dcSaving)),
    tax,
    paid,
    units,
    max: Object.fromEntries([...groups].map(([key, group]) => [key, group.max])),
    available: Object.fromEntries([...groups].map(([key, group]) => [key, group.available])),
    lines: shares,
  };
}
