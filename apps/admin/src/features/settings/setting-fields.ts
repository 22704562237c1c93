// How the editor shows each setting: its section, the kind of control, and the catalogue texts.
import { settingKeys, type SettingKey } from '@mall/contracts';
import type { MessageId } from '@mall/i18n';
import { recordParts, type RecordKey, type RecordPart } from './setting-records.ts';

export type SettingKind =
  | 'text'
  | 'image'
  | 'switch'
  | 'tags'
  | 'localizedText'
  | 'advertisement'
  | 'memberLevels'
  /** The recipient, phone and address in each language that returned goods are sent to. */
  | 'returnAddress'
  /** An amount stored in minor units, edited as "199.00". */
  | 'money'
  /** An object of amounts, counts, switches and choices, one control per field (setting-records.ts). */
  | 'record'
  /** Technical settings edited as JSON text; the server checks them against their schema. */
  | 'json';

export interface SettingField {
  key: SettingKey;
  kind: SettingKind;
  /** Without one, the setting is named by its key. */
  label?: MessageId;
  hint?: MessageId;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  /** Turns what is typed into the stored form, as with upper-case currency codes. */
  normalize?: (value: string) => string;
  /** A record's fields, in the order shown. */
  parts?: readonly RecordPart[];
}

/** A setting edited field by field, explained by its own hint. */
const record = (key: RecordKey, label: MessageId): SettingField => ({
  key,
  kind: 'record',
  label,
  hint: `adminSettings.hint.${key}` as MessageId,
  parts: recordParts[key],
});

const upperCase = (value: string) => value.toUpperCase();

export const settingSections = [
  {
    id: 'shop',
    title: 'admin.settings.section.shop',
    fields: [
      { key: 'productName', kind: 'text', label: 'admin.setting.productName', hint: 'admin.setting.productName.hint' },
      { key: 'supportPhone', kind: 'text', label: 'admin.setting.supportPhone', inputMode: 'tel' },
      { key: 'supportEmail', kind: 'text', label: 'admin.setting.supportEmail', inputMode: 'email' },
      {
        key: 'currencyCode',
        kind: 'text',
        label: 'admin.setting.currencyCode',
        hint: 'admin.setting.currencyCode.hint',
        placeholder: 'THB',
        normalize: upperCase,
      },
      { key: 'currencySymbol', kind: 'text', label: 'admin.setting.currencySymbol', placeholder: '฿' },
      {
        key: 'downloadUrl',
        kind: 'text',
        label: 'admin.setting.downloadUrl',
        inputMode: 'url',
        placeholder: 'https://',
      },
      {
        key: 'appVersion',
        kind: 'text',
        label: 'admin.setting.appVersion',
        hint: 'admin.setting.appVersion.hint',
        placeholder: '1.0.0',
      },
      {
        key: 'appForceUpdate',
        kind: 'switch',
        label: 'admin.setting.appForceUpdate',
        hint: 'admin.setting.appForceUpdate.hint',
      },
    ],
  },
  {
    id: 'texts',
    title: 'admin.settings.section.texts',
    fields: [
      {
        key: 'homeNotice',
        kind: 'localizedText',
        label: 'admin.setting.homeNotice',
        hint: 'admin.setting.homeNotice.hint',
      },
      { key: 'aboutUs', kind: 'localizedText', label: 'admin.setting.aboutUs' },
      { key: 'cashPolicy', kind: 'localizedText', label: 'admin.setting.cashPolicy' },
      { key: 'privacyPolicy', kind: 'localizedText', label: 'admin.setting.privacyPolicy' },
      { key: 'terms', kind: 'localizedText', label: 'admin.setting.terms' },
      {
        key: 'returnAddress',
        kind: 'returnAddress',
        label: 'admin.setting.returnAddress',
        hint: 'admin.setting.returnAddress.hint',
      },
    ],
  },
  {
    id: 'switches',
    title: 'admin.settings.section.switches',
    fields: [
      { key: 'showOpenLogin', kind: 'switch', label: 'admin.setting.showOpenLogin' },
      { key: 'showInterestBanner', kind: 'switch', label: 'admin.setting.showInterestBanner' },
      { key: 'showSupplierBrand', kind: 'switch', label: 'admin.setting.showSupplierBrand' },
    ],
  },
  {
    id: 'launch',
    title: 'admin.settings.section.launch',
    fields: [
      {
        key: 'advertisement',
        kind: 'advertisement',
        label: 'admin.setting.advertisement',
        hint: 'admin.setting.advertisement.hint',
      },
      {
        key: 'lotBootImage',
        kind: 'image',
        label: 'admin.setting.lotBootImage',
        hint: 'admin.setting.lotBootImage.hint',
        inputMode: 'url',
        placeholder: 'https://',
      },
    ],
  },
  {
    id: 'accounts',
    title: 'admin.settings.section.accounts',
    fields: [
      {
        key: 'mobileCountries',
        kind: 'tags',
        label: 'admin.setting.mobileCountries',
        hint: 'admin.setting.mobileCountries.hint',
        normalize: upperCase,
      },
      record('accountLimits', 'admin.setting.accountLimits'),
      record('smsProvider', 'admin.setting.smsProvider'),
      {
        key: 'oauthProviders',
        kind: 'json',
        label: 'admin.setting.oauthProviders',
        hint: 'admin.setting.oauthProviders.hint',
      },
      record('carrierWebhook', 'admin.setting.carrierWebhook'),
      {
        key: 'webviewOrigins',
        kind: 'tags',
        label: 'adminNotice.setting.webviewOrigins',
        hint: 'adminNotice.setting.webviewOrigins.hint',
      },
    ],
  },
  {
    id: 'finance',
    title: 'admin.settings.section.finance',
    fields: [
      {
        key: 'ledgerAdjustmentApprovalMinor',
        kind: 'money',
        label: 'admin.setting.ledgerAdjustmentApprovalMinor',
        hint: 'admin.setting.ledgerAdjustmentApprovalMinor.hint',
        placeholder: '0.00',
      },
      record('orderRules', 'admin.setting.orderRules'),
      record('paymentProvider', 'admin.setting.paymentProvider'),
      record('reviewRewards', 'admin.setting.reviewRewards'),
      record('afterSaleRules', 'admin.setting.afterSaleRules'),
      record('couponRules', 'admin.setting.couponRules'),
      record('refundRules', 'admin.setting.refundRules'),
      { key: 'bonusRules', kind: 'json', label: 'admin.setting.bonusRules', hint: 'admin.setting.bonusRules.hint' },
      record('vipWelfare', 'admin.setting.vipWelfare'),
      record('discountCards', 'admin.setting.discountCards'),
      record('withdrawRules', 'admin.setting.withdrawRules'),
      record('couponGrants', 'adminSettings.setting.couponGrants'),
      record('timelineRules', 'adminSettings.setting.timelineRules'),
    ],
  },
  {
    id: 'memberLevels',
    title: 'admin.settings.section.memberLevels',
    fields: [
      {
        key: 'memberLevels',
        kind: 'memberLevels',
        label: 'admin.setting.memberLevels',
        hint: 'admin.setting.memberLevels.hint',
      },
    ],
  },
] as const satisfies readonly { id: string; title: MessageId; fields: readonly SettingField[] }[];

const placed = new Set<SettingKey>(settingSections.flatMap((section) => section.fields.map((field) => field.key)));

/** Settings in the contracts that no section places yet: still editable, as JSON under their key. */
export function unplacedFields(): SettingField[] {
  return settingKeys.filter((key) => !placed.has(key)).map((key) => ({ key, kind: 'json' }));
}

/** How the editor shows one setting, placed or not. */
export function fieldOf(key: string): SettingField | undefined {
  const fields = settingSections.flatMap((section): readonly SettingField[] => section.fields);
  return fields.find((field) => field.key === key) ?? unplacedFields().find((field) => field.key === key);
}
