// The shopper's language: persisted in localStorage `lang`, zh_CN until they choose another.
import { useSyncExternalStore } from 'react';
import { bcp47, normalizeLocale, type Locale } from '@mall/i18n';
import { loadLocaleData } from './messages.ts';
import { readText, storageKeys, writeText } from './storage.ts';

const listeners = new Set<() => void>();

let current: Locale = normalizeLocale(readText(storageKeys.lang));
if (typeof document !== 'undefined') document.documentElement.lang = bcp47(current);

export function getLocale(): Locale {
  return current;
}

/** Whether the shopper picked a language on this device (not merely had their profile's applied). */
export function hasChosenLocale(): boolean {
  return readText(storageKeys.langChosen) !== null;
}

/** The shopper's own pick: switches like `changeLocale` and makes this device's language win at login. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await changeLocale(locale);
  writeText(storageKeys.langChosen, '1');
}

/** Loads the locale's texts, then switches every screen to it and remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocaleData(locale);
  if (locale === current) return;
  current = locale;
  writeText(storageKeys.lang, locale);
  document.documentElement.lang = bcp47(locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}
