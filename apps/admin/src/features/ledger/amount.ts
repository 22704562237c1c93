// Amounts as operators type them ("1500", "12.5") and as the server shows them ("1500.00", points "12").
import { assetScale, type LedgerAsset } from '@mall/contracts';
import { formatMinor as formatScaled, parseMinor } from '@mall/contracts/browser';

/** The amount in minor units (points count 1:1), or null when the server would refuse it. */
export function toMinor(asset: LedgerAsset, text: string): number | null {
  const minor = parseMinor(text, assetScale[asset]);
  return minor !== null && minor > 0 ? minor : null;
}

/** Minor units as the server writes them: "1500.00", or whole points "12". */
export function formatMinor(asset: LedgerAsset, minor: number): string {
  return formatScaled(minor, assetScale[asset]);
}
