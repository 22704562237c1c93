import type { Locale } from '@mall/i18n';

// The server answers these in the caller's language, so the language is part of the key.
export const homeKeys = {
  all: ['home'] as const,
  notice: (locale: Locale) => [...homeKeys.all, 'notice', locale] as const,
  aboutUs: (locale: Locale) => [...homeKeys.all, 'aboutUs', locale] as const,
};
