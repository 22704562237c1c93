// Amounts are integers in minor units inside; "199.00" (points: "12") only at the edge.
import { assetScale, type LedgerAsset } from '@mall/contracts';
import { ValidationFailure } from '../../lib/errors.ts';

/** "12.34" → 1234 minor units; points must be whole. Fails naming `path` on anything else. */
export function parseAmount(asset: LedgerAsset, text: string, path: PropertyKey[]): number {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new ValidationFailure([{ code: 'custom', path, message: 'invalid' }]);
  const [, whole, fraction = ''] = match;
  if (assetScale[asset] === 1 && /[1-9]/.test(fraction)) {
    throw new ValidationFailure([{ code: 'custom', path, message: 'WHOLE_POINTS' }]);
  }
  const minor = assetScale[asset] === 1 ? Number(whole) : Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor <= 0 || !Number.isSafeInteger(minor))
    throw new ValidationFailure([{ code: 'custom', path, message: 'invalid' }]);
  return minor;
}

/** 1234 → "12.34"; points stay whole ("12"). Negative values keep their sign. */
export function formatUnsigned(asset: LedgerAsset, minor: number): string {
  if (assetScale[asset] === 1) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A history amount with its direction: "+12.34" or "-12.34". */
export function formatSigned(asset: LedgerAsset, minor: number, direction: 'in' | 'out'): string {
  return `${direction === 'in' ? '+' : '-'}${formatUnsigned(asset, minor)}`;
}
