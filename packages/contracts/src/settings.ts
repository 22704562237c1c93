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

/** Where one-time codes go: the outbox (readable at /dev/sms-outbox outside production) or an HTTP SMS gateway. */
export const smsProviderSetting = z.object({
  kind: z.enum(['outbox', 'http']),
  url: z.string().max(500),
  /** Sent as `authHeaderName: authHeaderValue`; empty name sends no header. */
  authHeaderName: z.string().max(100),
  authHeaderValue: z.string().max(1000),
  contentType: z.enum(['json', 'form']),
  /** Placeholders {mobile}, {code}, {text}, {minutes}; JSON templates get JSON-escaped values. */
  bodyTemplate: z.string().max(4000),
});

/** An OAuth2 / OpenID Connect provider for third-party login; its client secret is stored apart, write-only. */
export const oauthProviderSetting = z.object({
  key: z.string().regex(/^[a-z0-9_-]{2,32}$/),
  name: z.string().min(1).max(60),
  authorizeUrl: z.string().url(),
  tokenUrl: z.string().url(),
  userinfoUrl: z.string().url(),
  clientId: z.string().min(1).max(200),
  scope: z.string().max(200),
  /** The userinfo field that identifies the person (OpenID Connect: `sub`). */
  subjectField: z.string().min(1).max(60),
  nameField: z.string().min(1).max(60),
  isEnabled: z.boolean(),
});

/** Limits on codes and logins; counters live in the database so they hold across server processes. */
export const accountLimitsSetting = z.object({
  codeTtlSeconds: z.number().int().min(60).max(3600),
  codeMaxAttempts: z.number().int().min(1).max(20),
  smsCooldownSeconds: z.number().int().min(10).max(3600),
  smsPerMobilePerDay: z.number().int().min(1).max(1000),
  smsPerIpPerHour: z.number().int().min(1).max(100_000),
  loginPerIdentifierPer15Min: z.number().int().min(1).max(10_000),
  loginPerIpPer15Min: z.number().int().min(1).max(100_000),
});

/** Checkout's numbers: shipping, its waiver, how long a QR order waits, what a bean pays. */
export const orderRulesSetting = z.object({
  shippingFeeMinor: z.number().int().min(0).max(100_000_00),
  /** Goods worth this much or more ship free. */
  freeShippingMinor: z.number().int().min(0).max(100_000_000_00),
  /** An unpaid order closes after this many minutes (the QR's validity). */
  qrValidityMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /** Currency minor units one bean pays (100: 1 bean pays 1.00). */
  beanValueMinor: z.number().int().min(1).max(100_000),
});

/**
 * Who collects the QR remainder: the built-in sandbox (outside production only), PromptPay, whose
 * QR carries the amount to the shop's PromptPay ID (a mobile number or a tax/national ID), or
 * Stripe (PromptPay in baht, WeChat Pay otherwise), whose webhooks confirm payments.
 */
export const paymentProviderSetting = z.object({
  kind: z.enum(['sandbox', 'promptpay', 'stripe']),
  promptpayType: z.enum(['MSISDN', 'NATID']),
  promptpayId: z.string().regex(/^\d{0,15}$/),
  /** Stripe's secret API key and the webhook endpoint's signing secret: write-only. */
  stripeSecretKey: z.string().max(300),
  stripeWebhookSecret: z.string().max(300),
});

/** After-sales: how long after receipt a member may ask, how long they have to send goods back, and the refund four-eyes limit. */
export const afterSaleRulesSetting = z.object({
  /** Days after receipt a refund, return or exchange may be asked for. */
  windowDays: z.number().int().min(1).max(365),
  /** Days after approval the goods must be sent back, or the request closes. */
  returnDays: z.number().int().min(1).max(90),
  /** Refunds above this (minor units) need a second operator; 0: every refund needs two. */
  refundApprovalMinor: z.number().int().min(0).max(100_000_000_00),
});

/** Carriers' tracking webhooks: the shared secret their HMAC-SHA256 signatures are made with (write-only). */
export const carrierWebhookSetting = z.object({
  secret: z.string().max(200),
});

/** What a member earns for reviewing: points per reviewed product (0: none). */
export const reviewRewardsSetting = z.object({
  pointsPerReview: z.number().int().min(0).max(100_000),
});

/** Timeline moderation: a post reported by this many different members is hidden until an operator reviews it. */
export const timelineRulesSetting = z.object({
  reportsToHide: z.number().int().min(1).max(10_000),
});

/** Coupon value is money: above these (minor units) a second operator with the finance role approves. */
export const couponRulesSetting = z.object({
  /** A template worth more than this (an amount off, or a percent off's cap; no cap: always) waits for finance. */
  templateApprovalMinor: z.number().int().min(0).max(100_000_000_00),
  /** An operator's issues today worth more than this in total wait for finance, one by one. */
  dailyIssueApprovalMinor: z.number().int().min(0).max(100_000_000_00),
});

/** Withdrawals (money: two admins): the minimum, a flat fee and the withholding tax rate, shown before apply. */
export const withdrawRulesSetting = z.object({
  minimumMinor: z.number().int().min(1).max(100_000_000_00),
  feeMinor: z.number().int().min(0).max(100_000_00),
  /** Withholding tax in basis points of the amount (300 = 3%). */
  taxRateBp: z.number().int().min(0).max(5_000),
});

/**
 * The bonus engine's rates, depth and caps (money: two admins). Rates in basis points (1600 = 16%);
 * bonus credit a paid set grants per unit: `setCredits` for the listed set products, else
 * `defaultSetCreditMinor`.
 */
export const bonusRulesSetting = z.object({
  /** The money value of one MP in minor units (100 = 1.00). */
  mpValueMinor: z.number().int().min(0).max(1_000_000),
  directRateBp: z.number().int().min(0).max(10_000),
  generationRateBp: z.number().int().min(0).max(10_000),
  /** How many uplines above the sponsor earn the generation bonus. */
  generationDepth: z.number().int().min(0).max(50),
  /** Level-1 uplines are passed over without using one of the generation places. */
  skipLevelOneInGeneration: z.boolean(),
  pairingRateBp: z.number().int().min(0).max(10_000),
  /** The lowest level that earns any bonus. */
  minEarningLevel: z.number().int().min(1).max(3),
  defaultSetCreditMinor: z.number().int().min(0).max(100_000_000_00),
  setCredits: z
    .array(z.object({ productId: z.number().int().min(1), creditMinor: z.number().int().min(0).max(100_000_000_00) }))
    .max(200),
});

/** What a member is granted once on first reaching level 2 (VIP welfare); 0 leaves a part out. */
export const vipWelfareSetting = z.object({
  /** The coupon template of the 888 coupon (0: no coupon). */
  couponTemplateId: z.number().int().min(0),
  /** Credited to the VOUCHER balance as a system gift (minor units). */
  voucherMinor: z.number().int().min(0).max(100_000_000_00),
  /** Beans credited as a PAC gift (minor units: 1000 is 10 beans). */
  beansMinor: z.number().int().min(0).max(100_000_000_00),
  /** How long the health plan runs from the grant. */
  healthPlanMonths: z.number().int().min(0).max(240),
});

/**
 * Coupons granted by the shop itself, to level 2+ only, through the coupon issue's keys: the
 * birthday coupon in the birth month (`birthday:<member>:<year>`) and the first paid order's
 * (`first-order:<member>`). 0: not granted.
 */
export const couponGrantsSetting = z.object({
  birthdayTemplateId: z.number().int().min(0),
  firstOrderTemplateId: z.number().int().min(0),
});

/** Discount cards members buy: the face values offered (minor units) and how long a card's lot lives. */
export const discountCardsSetting = z.object({
  faceValuesMinor: z.array(z.number().int().min(100).max(100_000_000)).min(1).max(20),
  lifetimeMonths: z.number().int().min(1).max(120),
});

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'INVALID_DATE' })
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), { message: 'INVALID_DATE' });

/** When an approved refund is paid by: business days after approval, Monday to Friday less the holidays. */
export const refundRulesSetting = z.object({
  /** Business days after approval (the shop's day) by which the refund is paid. */
  businessDays: z.number().int().min(1).max(60),
  /** Days the shop pays no refunds, YYYY-MM-DD, each once. */
  holidays: z
    .array(calendarDay)
    .max(400)
    .refine((days) => new Set(days).size === days.length, { message: 'DUPLICATE_DAY' }),
});

/** Where members send the goods of a return or exchange, shown with the parcel step. */
export const returnAddressSetting = z.object({
  name: z.string().trim().max(60),
  phone: z.string().trim().max(40),
  address: localizedText,
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
  /** Manual ledger adjustments above this many minor units need a second operator's approval. */
  ledgerAdjustmentApprovalMinor: z.number().int().min(0),
  memberLevels: z.array(memberLevelInfo),
  /** ISO 3166 regions whose mobile numbers are accepted, the first being the default for national numbers. */
  mobileCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
  smsProvider: smsProviderSetting,
  oauthProviders: z.array(oauthProviderSetting),
  accountLimits: accountLimitsSetting,
  orderRules: orderRulesSetting,
  paymentProvider: paymentProviderSetting,
  carrierWebhook: carrierWebhookSetting,
  reviewRewards: reviewRewardsSetting,
  afterSaleRules: afterSaleRulesSetting,
  couponRules: couponRulesSetting,
  refundRules: refundRulesSetting,
  bonusRules: bonusRulesSetting,
  vipWelfare: vipWelfareSetting,
  timelineRules: timelineRulesSetting,
  /** Origins (`https://host[:port]`) whose pages the in-app webview may open; any other link is refused. */
  webviewOrigins: z.array(z.url({ protocol: /^https?$/ }).max(200)).max(100),
  withdrawRules: withdrawRulesSetting,
  couponGrants: couponGrantsSetting,
  discountCards: discountCardsSetting,
  returnAddress: returnAddressSetting,
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

/**
 * Who may change a setting. `content`: admin and operator. `admin`: admin only (outbound provider
 * URLs, credentials, account limits). `money`: an admin proposes and a second, different admin
 * approves before the value takes effect; the operator role may read it but never change it.
 */
export type SettingAccess = 'content' | 'admin' | 'money';

const adminOnlySettings = new Set<SettingKey>([
  'smsProvider',
  'oauthProviders',
  'accountLimits',
  'mobileCountries',
  'paymentProvider',
  'carrierWebhook',
  'webviewOrigins',
]);
const moneySettings = new Set<SettingKey>([
  'ledgerAdjustmentApprovalMinor',
  'orderRules',
  'reviewRewards',
  'afterSaleRules',
  'couponRules',
  'bonusRules',
  'vipWelfare',
  'withdrawRules',
  'couponGrants',
  'discountCards',
]);

export function settingAccess(key: SettingKey): SettingAccess {
  if (moneySettings.has(key)) return 'money';
  return adminOnlySettings.has(key) ? 'admin' : 'content';
}

/**
 * Fields that hold secrets: write-only. Reads answer them empty with `secrets[field]` saying
 * whether one is stored; an empty value on update keeps the stored secret.
 */
export const secretSettingFields: Partial<Record<SettingKey, readonly string[]>> = {
  smsProvider: ['authHeaderValue'],
  paymentProvider: ['stripeSecretKey', 'stripeWebhookSecret'],
  carrierWebhook: ['secret'],
};
