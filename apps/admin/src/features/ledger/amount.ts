// Amounts as operators type them ("1500", "12.5") and as the server shows them ("1500.00", points "12").
import { assetScale, type LedgerAsset } from '@mall/contracts';

const AMOUNT_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** The amount in minor units (points count 1:1), or null when the server would refuse it. */
export function toMinor(asset: LedgerAsset, text: string): number | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (assetScale[asset] === 1 && /[1-9]/.test(fraction)) return null;
  const minor = assetScale[asset] === 1 ? Number(whole) : Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the server writes them: "1500.00", or whole points "12". */
export function formatMinor(asset: LedgerAsset, minor: number): string {
  if (assetScale[asset] === 1) return String(minor);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
