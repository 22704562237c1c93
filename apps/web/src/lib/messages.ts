// Everything language-specific the shop needs, one lazily loaded set per locale: its messages
// (from @mall/i18n's messagesFor, compiled at build time by vite.config.ts) and antd-mobile's
// component texts. A shopper downloads only their own language.
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import { bcp47, type Locale, type MessageId } from '@mall/i18n';
import type zhCN from 'antd-mobile/es/locales/zh-CN';
import type { messageNamespaces, pageMessageNamespaces } from './message-namespaces.ts';

export type WebMessageId = Extract<
  MessageId,
  `${(typeof messageNamespaces)[number] | (typeof pageMessageNamespaces)[number]}.${string}`
>;
export type WebMessages = Record<WebMessageId, MessageFormatElement[]>;
export type ComponentLocale = typeof zhCN;

export interface LocaleData {
  messages: WebMessages;
  componentLocale: ComponentLocale;
}

const loaders: Record<Locale, () => Promise<[{ default: WebMessages }, { default: ComponentLocale }]>> = {
  zh_CN: () => Promise.all([import('virtual:web-messages/zh_CN'), import('antd-mobile/es/locales/zh-CN')]),
  zh_HK: () => Promise.all([import('virtual:web-messages/zh_HK'), import('antd-mobile/es/locales/zh-HK')]),
  en_US: () => Promise.all([import('virtual:web-messages/en_US'), import('antd-mobile/es/locales/en-US')]),
  th_TH: () => Promise.all([import('virtual:web-messages/th_TH'), import('antd-mobile/es/locales/th-TH')]),
};

const loaded = new Map<Locale, LocaleData>();
const intls = new Map<Locale, IntlShape>();
const intlCache = createIntlCache();

export async function loadLocaleData(locale: Locale): Promise<LocaleData> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const [{ default: messages }, { default: componentLocale }] = await loaders[locale]();
  const data = { messages, componentLocale };
  loaded.set(locale, data);
  return data;
}

/** The data of a locale already loaded (the current one always is). */
export function localeDataOf(locale: Locale): LocaleData {
  const data = loaded.get(locale);
  if (!data) throw new Error(`The ${locale} texts are not loaded`);
  return data;
}

/** Formats messages outside React (toasts from the API client, feedback in a just-chosen language). */
export function intlOf(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: bcp47(locale), messages: localeDataOf(locale).messages }, intlCache);
    intls.set(locale, intl);
  }
  return intl;
}
