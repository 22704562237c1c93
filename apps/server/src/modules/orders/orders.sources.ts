// What quoting, placing, closing and the preview take from the payment-source registry
// (sources/index.ts): the balances a shopper spends on the wire, the ledger parts an order holds or
// spends, each line's deductions and the order's amount columns. Adding a source:
// docs/domain/orders.md, "Adding a payment source".
import { ledgerAssets, spendSources, type LedgerAsset, type SpendParam, type SpendSourceName } from '@mall/contracts';
import { invariant } from '../../lib/errors.ts';
import { paidBy, type Settlement } from './orders.pricing.ts';
import type { OrderSource } from './orders.schema.ts';
import { paymentSources } from './sources/index.ts';
import { moneyKinds, type AmountColumn, type PartKinds } from './sources/source.ts';

export { paymentSources } from './sources/index.ts';
export type { PartKinds } from './sources/source.ts';

// A discount or points are outside the money `other_sources_minor` counts: each keeps its own column.
for (const entry of paymentSources)
  invariant(entry.column !== undefined || entry.kind === undefined, `payment source ${entry.name} has its column`);

export interface SpendSource {
  name: SpendSourceName;
  param: SpendParam;
  /** What the settlement applied of it, in money. */
  applied: (s: Settlement) => number;
}

/** The balances a shopper chooses to spend, in the wire's order; what the member holds is `s.available`. */
export const spend: readonly SpendSource[] = spendSources.map((source) => {
  const names = paymentSources.filter((entry) => entry.spends === source.name).map((entry) => entry.name);
  return { ...source, applied: (s: Settlement) => names.reduce((sum, name) => sum + paidBy(s, name), 0) };
});

export interface LedgerPart {
  asset: LedgerAsset;
  /** What the order holds or spends of it, in the asset's own units. */
  amount: (s: Settlement) => number;
  kinds: PartKinds;
}

/** The balances an order holds while its QR is awaited (or spends at once when born paid), in the order they are held. */
export const ledgerParts: readonly LedgerPart[] = paymentSources.flatMap(({ name, source, ledger }) => {
  if (!ledger) return [];
  invariant((ledgerAssets as readonly string[]).includes(source), `payment source ${source} is a ledger asset`);
  return [
    {
      asset: source as LedgerAsset,
      amount: (s: Settlement) => s.units[name] ?? paidBy(s, name),
      kinds: ledger.kinds ?? moneyKinds,
    },
  ];
});

/** The ledger kinds of an order's movements of the asset (a source outside ledgerParts moves as money). */
export function partKinds(asset: string): PartKinds {
  return ledgerParts.find((part) => part.asset === asset)?.kinds ?? moneyKinds;
}

/** What a line carries of each source (`order_lines.deductions`): money, and whole points for POINTS. */
export const lineShares: readonly [OrderSource, string][] = paymentSources.map(({ source, name }) => [source, name]);

/** The order's amount columns: each source's own, the rest of the money paid in `otherSourcesMinor`. */
export function sourceColumns(s: Settlement): Record<AmountColumn | 'otherSourcesMinor', number> {
  const columns: Record<string, number> = { otherSourcesMinor: 0 };
  for (const { name, column, kind } of paymentSources) {
    if (column) columns[column] = paidBy(s, name);
    else if (!kind) columns.otherSourcesMinor! += paidBy(s, name);
  }
  return columns as Record<AmountColumn | 'otherSourcesMinor', number>;
}
