// Localised texts as the apps show them. No zod here: the apps import it through the browser entry.
import type { LocalizedText } from './common.ts';
import type { locales } from './enums.ts';

/** Picks a localised text for a locale: th_TH falls back to en_US, everything to zh_CN. */
export function pickText(text: LocalizedText, locale: (typeof locales)[number]): string {
  const chain = locale === 'th_TH' ? [text.th_TH, text.en_US] : [text[locale]];
  return chain.find((candidate) => candidate !== undefined && candidate !== '') ?? text.zh_CN;
}
