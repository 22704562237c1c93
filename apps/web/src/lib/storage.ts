// Web Storage access for the app's few persisted values. Private browsing and full quotas make
// every access fallible, so a failure reads as "nothing stored" instead of breaking the page.

export const storageKeys = {
  token: 'token',
  tokenInvalidTime: 'tokenInvalidTime',
  userInfo: 'userInfo',
  lang: 'lang',
  /** Set once the shopper picks a language on this device: it then wins over their profile's at login. */
  langChosen: 'langChosen',
  advertisement: 'advertisement',
  appSettings: 'appSettings',
  redirectAfterLogin: 'redirectAfterLogin',
  openLogin: 'openLogin',
  openAccountBind: 'openAccountBind',
  /** The address chosen for checkout (session state "selected address"). */
  selectedAddress: 'selectedAddress',
  /** A guest's "add to cart", done once they have logged in and come back to the product. */
  pendingCartAdd: 'pendingCartAdd',
  /** A guest's "favourite", made once they have logged in and come back to the product. */
  pendingFavorite: 'pendingFavorite',
  /** The invite code of the last product link or sales page opened, with its expiry (lib/share-code.ts). */
  shareCode: 'shareCode',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(key: StorageKey, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // A full or disabled storage only costs the value its persistence.
  }
}

export function removeKeys(keys: readonly StorageKey[], which: Area = 'local'): void {
  for (const key of keys) {
    try {
      area(which)?.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  }
}

export function readJson<T>(key: StorageKey, which: Area = 'local'): T | null {
  const text = readText(key, which);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown, which: Area = 'local'): void {
  writeText(key, JSON.stringify(value), which);
}
