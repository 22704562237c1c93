import { z } from 'zod';
import { defineCall } from '../call.ts';
import { memberLevelInfo } from '../settings.ts';

const text = (path: string, summary: string) =>
  defineCall({ method: 'GET', path: `/mallapi/ytConfig/${path}`, auth: 'public', summary, result: z.string() });
const flag = (path: string, summary: string) =>
  defineCall({ method: 'GET', path: `/mallapi/ytConfig/${path}`, auth: 'public', summary, result: z.boolean() });

/** The home notice in the caller's language; null when there is none. */
export const homeNoticeView = z.object({ content: z.string(), updatedAt: z.string() }).nullable();

export const ytConfig = {
  getAboutUs: text('getAboutUs', 'About-us text in the caller language'),
  cashPolicy: text('cashPolicy', 'Cash withdrawal policy in the caller language'),
  getDownloadUrl: text('getDownloadUrl', 'Where the native app is downloaded'),
  privatePolicy: text('privatePolicy', 'Privacy policy in the caller language'),
  terms: text('terms', 'Terms of service in the caller language'),
  showOpenLogin: flag('showOpenLogin', 'Whether third-party login buttons are shown'),
  getHomeNoticeNew: defineCall({
    method: 'GET',
    path: '/mallapi/ytConfig/getHomeNoticeNew',
    auth: 'public',
    summary: 'The home notice; null when there is none',
    result: homeNoticeView,
  }),
  getLotBootImg: text('getLotBootImg', 'Image shown when the lot page opens'),
  showInterestBanner: flag('showInterestBanner', 'Whether the interest banner is shown'),
  showSupplierBrand: flag('showSupplierBrand', 'Whether supplier brands are shown'),
  getAdvertisement: defineCall({
    method: 'GET',
    path: '/mallapi/ytConfig/getAdvertisement',
    auth: 'public',
    summary: 'The launch advertisement as JSON text ({imageUrl, linkUrl, seconds}), kept locally by the client',
    result: z.string(),
  }),
  getAppSettings: defineCall({
    method: 'GET',
    path: '/mallapi/ytConfig/getAppSettings',
    auth: 'public',
    summary: 'Settings the app shell needs at launch: product name, currency, support, member levels',
    result: z.object({
      productName: z.string(),
      supportPhone: z.string(),
      supportEmail: z.string(),
      currencyCode: z.string(),
      currencySymbol: z.string(),
      showOpenLogin: z.boolean(),
      showSupplierBrand: z.boolean(),
      showInterestBanner: z.boolean(),
      memberLevels: z.array(memberLevelInfo),
    }),
  }),
} as const;

export const appVersion = {
  checkUpdate: defineCall({
    method: 'GET',
    path: '/mallapi/appVersion/checkUpdate',
    auth: 'public',
    summary: "Compares the caller's app-version header with the published version",
    result: z.object({
      currentVersion: z.string().nullable(),
      latestVersion: z.string(),
      hasUpdate: z.boolean(),
      forceUpdate: z.boolean(),
      downloadUrl: z.string(),
    }),
  }),
} as const;
