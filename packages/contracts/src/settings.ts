import { z } from 'zod';
import { localizedText } from './common.ts';

/** The member levels and what each grants, shown on the VIP tab. */
export const memberLevelInfo = z.object({
  level: z.number().int().min(1).max(3),
  name: localizedText,
  benefits: z.array(localizedText),
});

export const advertisement = z.object({
  imageUrl: z.string(),
  linkUrl: z.string(),
  seconds: z.number().int().min(1).max(30),
});

/** Every operator-editable setting with the schema of its value. */
export const settingSchemas = {
  productName: z.string().min(1).max(60),
  supportPhone: z.string().max(40),
  supportEmail: z.email().or(z.literal('')),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().min(1).max(4),
  aboutUs: localizedText,
  cashPolicy: localizedText,
  privacyPolicy: localizedText,
  terms: localizedText,
  downloadUrl: z.string().max(500),
  showOpenLogin: z.boolean(),
  homeNotice: localizedText,
  lotBootImage: z.string().max(500),
  showInterestBanner: z.boolean(),
  showSupplierBrand: z.boolean(),
  advertisement,
  appVersion: z.string().regex(/^\d+\.\d+\.\d+$/),
  appForceUpdate: z.boolean(),
  memberLevels: z.array(memberLevelInfo),
} as const;

export type SettingKey = keyof typeof settingSchemas;
export type Settings = { [K in SettingKey]: z.infer<(typeof settingSchemas)[K]> };
export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

/** Settings an anonymous shopper may read in one call (the rest come through ytConfig). */
export const publicSettingKeys = [
  'productName',
  'supportPhone',
  'supportEmail',
  'currencyCode',
  'currencySymbol',
  'memberLevels',
  'showOpenLogin',
  'showSupplierBrand',
  'showInterestBanner',
] as const satisfies readonly SettingKey[];
