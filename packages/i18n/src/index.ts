import { defaultLocale, type Catalog, type Locale } from './define.ts';
import { catalogs, isThaiEnabled } from './catalogs.ts';

export { thaiNamespaces, isThaiEnabled } from './catalogs.ts';

export { defaultLocale, locales, defineCatalog, type Catalog, type Locale } from './define.ts';

type IdsOf<C> = C extends Catalog<infer K> ? K : never;
export type MessageId = IdsOf<(typeof catalogs)[number]>;
export type Messages = Record<MessageId, string>;

function merge(locale: Locale): Partial<Messages> {
  return Object.assign({}, ...catalogs.map((catalog) => catalog[locale])) as Partial<Messages>;
}

// Thai texts of namespaces that are not Thai-enabled are left out, so such a screen is English
// throughout rather than a mix of the two.
function thaiTexts(): Partial<Messages> {
  return Object.fromEntries(Object.entries(merge('th_TH')).filter(([id]) => isThaiEnabled(id))) as Partial<Messages>;
}

const cache = new Map<Locale, Messages>();

/** The complete message table for a locale; th_TH is English outside the Thai-enabled namespaces. */
export function messagesFor(locale: Locale): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const table = (locale === 'th_TH' ? { ...merge('en_US'), ...thaiTexts() } : merge(locale)) as Messages;
  cache.set(locale, table);
  return table;
}

/** Maps what clients send (`en_US`, `en-US`, `zh-Hant`, `th`, numeric profile codes) to a locale. */
export function normalizeLocale(input: string | undefined | null): Locale {
  if (!input) return defaultLocale;
  const value = input.trim().replace('-', '_').toLowerCase();
  if (value === '0' || value.startsWith('en')) return 'en_US';
  if (value === '1' || value === 'zh_cn' || value === 'zh_hans' || value === 'zh') return 'zh_CN';
  if (value === '2' || value === 'zh_hk' || value === 'zh_tw' || value === 'zh_hant') return 'zh_HK';
  if (value === '3' || value.startsWith('th')) return 'th_TH';
  return defaultLocale;
}

/** The BCP 47 tag for Intl APIs. */
export function bcp47(locale: Locale): string {
  return locale.replace('_', '-');
}
