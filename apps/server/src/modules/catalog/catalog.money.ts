// Conversions at the edge: minor units inside, two-decimal strings on the wire. Money itself is
// parsed and formatted by the contracts' parseMinor/formatMinor.
import { formatMinor, parseMinor } from '@mall/contracts';

/**
 * "199", "199.9" or "199.90" → 19990, for text the contracts have already checked: a refusal here
 * means a contract let a bad amount through, which is a fault, not bad input.
 */
export function checkedMinor(text: string): number {
  const minor = parseMinor(text);
  if (minor === null) throw new Error(`An amount the contracts should have refused: "${text}"`);
  return minor;
}

/** "7" or "7.5" percent → basis points: hundredths, the same rule as money. */
export const percentToBp = checkedMinor;

/** 750 → "7.50". */
export function bpToPercent(bp: number): string {
  return formatMinor(bp);
}

/** The price without tax, rounded to the nearest minor unit. */
export function preTaxMinor(priceMinor: number, taxRateBp: number): number {
  return Math.round((priceMinor * 10_000) / (10_000 + taxRateBp));
}

/** Sold counts as the shop shows them: exact below a thousand, then "1k+", "12k+". */
export function soldText(count: number): string {
  return count < 1000 ? String(count) : `${Math.floor(count / 1000)}k+`;
}
