// Settings whose value is an object of numbers, switches and choices, edited one control per field.
// Bounds and choices are read from the setting's schema in the contracts, so the form refuses what
// the server would refuse and the server stays the one that decides.
import { settingSchemas, type SettingKey } from '@mall/contracts';
import type { MessageId } from '@mall/i18n';
import { z } from 'zod';

export type RecordPartType =
  /** Integer minor units, edited as an amount in the currency with two decimals. */
  | 'money'
  /** Basis points, edited as a percentage with two decimals (3.00 % is 300). */
  | 'percent'
  | 'integer'
  | 'switch'
  | 'select'
  | 'text'
  | 'multiline'
  /** Write-only: shown empty, and left empty it keeps the stored secret. */
  | 'secret'
  /** A list of amounts (integer minor units each). */
  | 'moneyList'
  /** A list of calendar days, YYYY-MM-DD. */
  | 'dayList';

export interface RecordPart {
  name: string;
  type: RecordPartType;
  label: MessageId;
  /** What an integer counts, shown after it (days, minutes, points). */
  unit?: MessageId;
  hint?: MessageId;
}

const part = (name: string, type: RecordPartType, unit?: MessageId): RecordPart => ({
  name,
  type,
  unit,
  label: `adminSettings.part.${name}` as MessageId,
});

/** The typed forms, field by field; settings not listed here are edited as JSON. */
export const recordParts = {
  orderRules: [
    part('shippingFeeMinor', 'money'),
    part('freeShippingMinor', 'money'),
    part('qrValidityMinutes', 'integer', 'adminSettings.unit.minutes'),
    part('beanValueMinor', 'money'),
  ],
  afterSaleRules: [
    part('windowDays', 'integer', 'adminSettings.unit.days'),
    part('returnDays', 'integer', 'adminSettings.unit.days'),
    part('refundApprovalMinor', 'money'),
  ],
  reviewRewards: [part('pointsPerReview', 'integer', 'adminSettings.unit.points')],
  timelineRules: [part('reportsToHide', 'integer', 'adminSettings.unit.reports')],
  couponRules: [part('templateApprovalMinor', 'money'), part('dailyIssueApprovalMinor', 'money')],
  withdrawRules: [part('minimumMinor', 'money'), part('feeMinor', 'money'), part('taxRateBp', 'percent')],
  vipWelfare: [
    part('couponTemplateId', 'integer'),
    part('voucherMinor', 'money'),
    part('beansMinor', 'money'),
    part('healthPlanMonths', 'integer', 'adminSettings.unit.months'),
  ],
  couponGrants: [part('birthdayTemplateId', 'integer'), part('firstOrderTemplateId', 'integer')],
  discountCards: [part('faceValuesMinor', 'moneyList'), part('lifetimeMonths', 'integer', 'adminSettings.unit.months')],
  refundRules: [part('businessDays', 'integer', 'adminSettings.unit.days'), part('holidays', 'dayList')],
  accountLimits: [
    part('codeTtlSeconds', 'integer', 'adminSettings.unit.seconds'),
    part('codeMaxAttempts', 'integer', 'adminSettings.unit.times'),
    part('smsCooldownSeconds', 'integer', 'adminSettings.unit.seconds'),
    part('smsPerMobilePerDay', 'integer', 'adminSettings.unit.times'),
    part('smsPerIpPerHour', 'integer', 'adminSettings.unit.times'),
    part('loginPerIdentifierPer15Min', 'integer', 'adminSettings.unit.times'),
    part('loginPerIpPer15Min', 'integer', 'adminSettings.unit.times'),
  ],
  paymentProvider: [
    part('kind', 'select'),
    part('promptpayType', 'select'),
    part('promptpayId', 'text'),
    part('stripeSecretKey', 'secret'),
    part('stripeWebhookSecret', 'secret'),
  ],
  carrierWebhook: [part('secret', 'secret')],
  smsProvider: [
    part('kind', 'select'),
    part('url', 'text'),
    part('authHeaderName', 'text'),
    part('authHeaderValue', 'secret'),
    part('contentType', 'select'),
    part('bodyTemplate', 'multiline'),
  ],
} as const satisfies Partial<Record<SettingKey, readonly RecordPart[]>>;

export type RecordKey = keyof typeof recordParts;

export function isRecordKey(key: SettingKey): key is RecordKey {
  return key in recordParts;
}

export interface PartBounds {
  min?: number;
  max?: number;
  maxLength?: number;
  options?: readonly string[];
}

/** What the schema allows for one field: its number range, length or choices. */
export function partBounds(key: SettingKey, name: string): PartBounds {
  const schema = settingSchemas[key];
  if (!(schema instanceof z.ZodObject)) return {};
  let field = (schema.shape as Record<string, z.ZodType>)[name];
  if (field instanceof z.ZodArray) field = field.element as z.ZodType;
  if (field instanceof z.ZodNumber) {
    return { min: field.minValue ?? undefined, max: field.maxValue ?? undefined };
  }
  if (field instanceof z.ZodEnum) return { options: field.options as string[] };
  if (field instanceof z.ZodString) return { maxLength: field.maxLength ?? undefined };
  return {};
}
