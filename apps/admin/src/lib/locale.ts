// The interface language: chosen in the header, remembered across visits, sent as `lang` on every call.
import { defaultLocale, locales, type Locale } from '@mall/i18n';
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'adminLang';
const listeners = new Set<() => void>();

function initialLocale(): Locale {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored && (locales as readonly string[]).includes(stored)) return stored as Locale;
  return defaultLocale;
}

let current: Locale = initialLocale();

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  localStorage.setItem(STORAGE_KEY, locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale);
}
