// The invite code of a product link or sales page the shopper opened, kept for a while: a sign-up
// takes it as its invite code (unless the shopper types another) and an order sends it as its
// `shareCode`, so the member who shared is the sponsor, or is paid the cashback.
import { readText, removeKeys, storageKeys, writeText } from './storage.ts';

/** How long an opened link counts: a shopper often buys days after first seeing a product. */
export const SHARE_CODE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

interface Stored {
  code: string;
  expiresAt: number;
}

const normalise = (code: string) => code.trim().toUpperCase();

/** The share code a link's query carries (`shareCode`), normalised; '' for none. */
export function shareCodeIn(search: URLSearchParams): string {
  const code = normalise(search.get('shareCode') ?? '');
  return /^[A-Z0-9]{1,16}$/.test(code) ? code : '';
}

/** Keeps the code of the link just opened; the newest link wins. */
export function rememberShareCode(code: string, now = Date.now()): void {
  const clean = normalise(code);
  if (!clean) return;
  writeText(storageKeys.shareCode, JSON.stringify({ code: clean, expiresAt: now + SHARE_CODE_TTL_MS }));
}

/**
 * Keeps the code of every address the app opens or moves to: a product link, a sales page, any
 * page a member's link names. Started once at boot, so the code is in the app's first file.
 */
export function keepShareCodes(location: () => { search: string }, listen: (listener: () => void) => unknown): void {
  const keep = () => rememberShareCode(shareCodeIn(new URLSearchParams(location().search)));
  keep();
  listen(keep);
}

/** The kept code while it has not expired; '' otherwise (an expired one is forgotten). */
export function sharedCode(now = Date.now()): string {
  const text = readText(storageKeys.shareCode);
  if (!text) return '';
  try {
    const stored = JSON.parse(text) as Partial<Stored>;
    if (typeof stored.code === 'string' && typeof stored.expiresAt === 'number' && stored.expiresAt > now)
      return stored.code;
  } catch {
    // Unreadable: treated as nothing kept.
  }
  removeKeys([storageKeys.shareCode]);
  return '';
}
