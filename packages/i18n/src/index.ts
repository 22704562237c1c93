import { defaultLocale, type Catalog, type Locale } from './define.ts';
import admin from './catalog/admin.ts';
import adminMembers from './catalog/admin-members.ts';
import adminCatalog from './catalog/admin-catalog.ts';
import adminLedger from './catalog/admin-ledger.ts';
import account from './catalog/account.ts';
import catalog from './catalog/catalog.ts';
import common from './catalog/common.ts';
import errors from './catalog/errors.ts';
import fields from './catalog/fields.ts';
import web from './catalog/web.ts';
import webBrowse from './catalog/web-browse.ts';
import webShop from './catalog/web-shop.ts';
import webAccount from './catalog/web-account.ts';
import wallet from './catalog/wallet.ts';
import webWallet from './catalog/web-wallet.ts';
import webSocial from './catalog/web-social.ts';
import security from './catalog/security.ts';

export { defaultLocale, locales, defineCatalog, type Catalog, type Locale } from './define.ts';

// Every namespace catalogue is listed once here; its ids join MessageId.
const catalogs = [
  common,
  errors,
  fields,
  web,
  admin,
  account,
  catalog,
  wallet,
  adminMembers,
  webShop,
  webAccount,
  webWallet,
  webBrowse,
  adminCatalog,
  adminLedger,
  webSocial,
  security,
] as const;

type IdsOf<C> = C extends Catalog<infer K> ? K : never;
export type MessageId = IdsOf<(typeof catalogs)[number]>;
export type Messages = Record<MessageId, string>;

function merge(locale: Locale): Partial<Messages> {
  return Object.assign({}, ...catalogs.map((catalog) => catalog[locale])) as Partial<Messages>;
}

const cache = new Map<Locale, Messages>();

/** The complete message table for a locale; th_TH fills its gaps from en_US. */
export function messagesFor(locale: Locale): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const table = (locale === 'th_TH' ? { ...merge('en_US'), ...merge('th_TH') } : merge(locale)) as Messages;
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
