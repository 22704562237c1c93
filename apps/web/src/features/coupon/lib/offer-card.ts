// A claimable coupon shown as the coupon card its holder would get.
import type { ClaimableCoupon, Coupon } from '../api/coupons.ts';

const DAY_MS = 86_400_000;

/** The offer as a coupon card shows it: a window of days counts from today. */
export function offerAsCard(offer: ClaimableCoupon, now = Date.now()): Coupon {
  return {
    ...offer,
    id: offer.templateId,
    state: 'unused',
    validFrom: offer.validFrom ?? new Date(now).toISOString(),
    validTo: offer.validTo ?? new Date(now + (offer.validDays ?? 0) * DAY_MS).toISOString(),
    issuedAt: new Date(now).toISOString(),
    usedAt: null,
  };
}
