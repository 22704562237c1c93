// The coupons' closed lists, zod-free so the apps can load them.
/** freeShipping takes the order's shipping fee off (no amount or percent of its own). */
export const couponKinds = ['amountOff', 'percentOff', 'freeShipping'] as const;
export type CouponKind = (typeof couponKinds)[number];
/** unused and expired are both not yet used; expired ones are past their window. */
export const couponStates = ['unused', 'reserved', 'used', 'expired'] as const;
export type CouponState = (typeof couponStates)[number];
/** The tabs of "my coupons": reserved coupons (held by an unpaid order) show under unused. */
export const couponTabs = ['unused', 'used', 'expired'] as const;

/** Why a coupon does not apply to the lines given (noShippingFee: a free-shipping coupon on an order that ships free). */
export const couponRefusals = [
  'notStarted',
  'expired',
  'used',
  'outOfScope',
  'thresholdNotMet',
  'noShippingFee',
] as const;
export type CouponRefusal = (typeof couponRefusals)[number];

/** A coupon template's approval: coupon value is money, so one worth more than the settings allow waits for finance. */
export const couponApprovals = ['approved', 'pending', 'rejected'] as const;
export type CouponApproval = (typeof couponApprovals)[number];
