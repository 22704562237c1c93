// Money at the edge, written once for the server and both apps: integers in minor units inside,
// "199.00" on the wire (points, with scale 1, are whole: "12"). No zod here: the apps import it.

/** How many minor units make one: 100 for cash-like amounts, 1 for points. */
export type MoneyScale = 1 | 100;

const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.34" → 1234 (scale 100), "12" → 12 (scale 1); null for anything else, fractional points included. */
export function parseMinor(text: string, scale: MoneyScale = 100): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (scale === 1) return /[1-9]/.test(fraction) ? null : Number(whole);
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1234 → "12.34" (scale 100), 12 → "12" (scale 1); negative amounts keep their sign. */
export function formatMinor(minor: number, scale: MoneyScale = 100): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  if (scale === 1) return `${sign}${abs}`;
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
