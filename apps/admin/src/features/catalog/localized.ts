// Texts kept in every language: what the forms hold and what the calls take.
import { pickText, type LocalizedText } from '@mall/contracts';
import type { Locale } from '@mall/i18n';

const optionalLocales = ['zh_HK', 'en_US', 'th_TH'] as const;

/** Optional languages left empty are dropped: the shop falls back to Simplified Chinese for them. */
export function cleanText(value: Partial<LocalizedText> | null | undefined): LocalizedText {
  const text = value ?? {};
  const cleaned: LocalizedText = { zh_CN: (text.zh_CN ?? '').trim() };
  for (const locale of optionalLocales) {
    const entry = text[locale]?.trim();
    if (entry) cleaned[locale] = entry;
  }
  return cleaned;
}

/** A stored text in the operator's language, falling back as the shop does. */
export function textIn(value: LocalizedText | null | undefined, locale: Locale): string {
  return value ? pickText(value, locale) : '';
}
