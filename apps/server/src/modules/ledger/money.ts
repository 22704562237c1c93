// Amounts are integers in minor units inside; "199.00" (points: "12") only at the edge. The rule
// itself is the contracts' parseMinor/formatMinor; these wrappers add the asset's scale and the
// ledger's refusal as a field error.
import { assetScale, formatMinor, parseMinor, type LedgerAsset } from '@mall/contracts';
import { ValidationFailure } from '../../lib/errors.ts';

/** "12.34" → 1234 minor units; points must be whole. Fails naming `path` on anything else. */
export function parseAmount(asset: LedgerAsset, text: string, path: PropertyKey[]): number {
  const scale = assetScale[asset];
  const minor = parseMinor(text, scale);
  if (minor === null && scale === 1 && parseMinor(text) !== null) {
    throw new ValidationFailure([{ code: 'custom', path, message: 'WHOLE_POINTS' }]);
  }
  if (minor === null || minor <= 0) throw new ValidationFailure([{ code: 'custom', path, message: 'invalid' }]);
  return minor;
}

/** 1234 → "12.34"; points stay whole ("12"). Negative values keep their sign. */
export function formatUnsigned(asset: LedgerAsset, minor: number): string {
  return formatMinor(minor, assetScale[asset]);
}

/** A history amount with its direction: "+12.34" or "-12.34". */
export function formatSigned(asset: LedgerAsset, minor: number, direction: 'in' | 'out'): string {
  return `${direction === 'in' ? '+' : '-'}${formatUnsigned(asset, minor)}`;
}
