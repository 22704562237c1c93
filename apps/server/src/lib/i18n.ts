import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { bcp47, locales, messagesFor, type Locale, type MessageId } from '@mall/i18n';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>(
  locales.map((locale) => [locale, createIntl({ locale: bcp47(locale), messages: messagesFor(locale) }, cache)]),
);

/** A message in the caller's language, with ICU variables filled in. */
export function translate(locale: Locale, id: MessageId, values?: Record<string, string | number>): string {
  const intl = intls.get(locale);
  if (!intl) throw new Error(`No messages for locale ${locale}`);
  return intl.formatMessage({ id }, values);
}

/** Whether a catalogue has this id, for ids built at run time (field names). */
export function hasMessage(id: string): id is MessageId {
  return id in messagesFor('zh_CN');
}
