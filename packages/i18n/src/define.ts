// A catalogue is written per namespace: the Simplified Chinese text defines the ids, and the
// type makes zh_HK and en_US complete; th_TH may be partial and falls back to en_US.
export const locales = ['zh_CN', 'zh_HK', 'en_US', 'th_TH'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh_CN';

export type Catalog<K extends string> = {
  zh_CN: Record<K, string>;
  zh_HK: Record<K, string>;
  en_US: Record<K, string>;
  th_TH: Partial<Record<K, string>>;
};

export function defineCatalog<K extends string>(
  zh_CN: Record<K, string>,
  others: Omit<Catalog<K>, 'zh_CN'>,
): Catalog<K> {
  return { zh_CN, ...others };
}
