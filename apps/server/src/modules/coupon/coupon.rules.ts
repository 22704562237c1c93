// What a coupon takes off a set of lines, or why it cannot: the one place the terms are applied.
import type { CouponKind, CouponRefusal } from '@mall/contracts';

export interface CouponTerms {
  kind: CouponKind;
  amountMinor: number;
  percent: number;
  thresholdMinor: number;
  capMinor: number;
  productId: number | null;
  categoryId: number | null;
  brandId: number | null;
}

export interface HeldCoupon extends CouponTerms {
  id: number;
  memberId: number;
  state: 'unused' | 'reserved' | 'used';
  validFrom: Date;
  validTo: Date;
}

/** A line of the order being priced: its product, category, brand and what it costs after its own price rule. */
export interface EligibleLine {
  productId: number;
  categoryId: number | null;
  brandId: number | null;
  amountMinor: number;
}

export type CouponOutcome =
  { applicable: true; discountMinor: number } | { applicable: false; refusal: CouponRefusal; thresholdMinor: number };

function inScope(terms: CouponTerms, line: EligibleLine): boolean {
  if (terms.productId !== null && line.productId !== terms.productId) return false;
  if (terms.categoryId !== null && line.categoryId !== terms.categoryId) return false;
  if (terms.brandId !== null && line.brandId !== terms.brandId) return false;
  return true;
}

/**
 * The discount on the lines in scope; never more than they cost. Percentages round down. Free
 * shipping is the order's shipping fee, capped by the lines in scope too, since a coupon's discount
 * is carried by those lines (a refunded line returns its share).
 */
export function discountOf(terms: CouponTerms, eligibleMinor: number, shippingMinor = 0): number {
  if (terms.kind === 'freeShipping') return Math.min(shippingMinor, eligibleMinor);
  if (terms.kind === 'amountOff') return Math.min(terms.amountMinor, eligibleMinor);
  const off = Math.floor((eligibleMinor * terms.percent) / 100);
  return terms.capMinor > 0 ? Math.min(off, terms.capMinor) : off;
}

/** The time rule alone: unused, and now within [validFrom, validTo). */
export function timeRefusal(coupon: HeldCoupon, now: Date): CouponRefusal | null {
  if (coupon.state !== 'unused') return 'used';
  if (now.getTime() < coupon.validFrom.getTime()) return 'notStarted';
  if (now.getTime() >= coupon.validTo.getTime()) return 'expired';
  return null;
}

/** `shippingMinor`: the order's shipping fee as it would be without the coupon (what free shipping takes off). */
export function evaluate(
  coupon: HeldCoupon,
  lines: readonly EligibleLine[],
  now: Date,
  shippingMinor = 0,
): CouponOutcome {
  const thresholdMinor = coupon.thresholdMinor;
  const refusal = timeRefusal(coupon, now);
  if (refusal) return { applicable: false, refusal, thresholdMinor };
  const eligibleMinor = lines.filter((line) => inScope(coupon, line)).reduce((sum, line) => sum + line.amountMinor, 0);
  if (eligibleMinor === 0) return { applicable: false, refusal: 'outOfScope', thresholdMinor };
  if (eligibleMinor < thresholdMinor) return { applicable: false, refusal: 'thresholdNotMet', thresholdMinor };
  if (coupon.kind === 'freeShipping' && shippingMinor === 0)
    return { applicable: false, refusal: 'noShippingFee', thresholdMinor };
  return { applicable: true, discountMinor: discountOf(coupon, eligibleMinor, shippingMinor) };
}

/**
 * The most one coupon with these terms can take off, in minor units: an amount off's amount, a
 * percent off's cap, free shipping's shipping fee (`shippingFeeMinor`, the shop's one fee); null for
 * a percent off without a cap, whose value has no bound.
 */
export function couponValueMinor(
  terms: Pick<CouponTerms, 'kind' | 'amountMinor' | 'capMinor'>,
  shippingFeeMinor = 0,
): number | null {
  if (terms.kind === 'freeShipping') return shippingFeeMinor;
  if (terms.kind === 'amountOff') return terms.amountMinor;
  return terms.capMinor > 0 ? terms.capMinor : null;
}
