// Conversions at the edge: minor units inside, two-decimal strings on the wire.

/** 19900 → "199.00". */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "199", "199.9" or "199.90" → 19990; the contracts have already checked the format. */
export function parseMinor(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** "7" or "7.5" percent → basis points. */
export function percentToBp(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

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
