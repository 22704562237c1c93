// Which of the coupons a member may claim apply to one product: `coupon/available` lists them for
// the whole shop, so the product page keeps those whose scope takes this product in, as checkout
// would (coupon.rules.ts: product, category and brand must each match when set).
import type { ClaimableCoupon, Coupon } from '../api/coupons.ts';

/** The product's place in a coupon's scope. */
export interface ProductScope {
  productId: number;
  categoryId: number;
  brandId: number | null;
}

/** True when a coupon with these terms can take something off this product. */
export function coversProduct(
  terms: Pick<ClaimableCoupon, 'productId' | 'categoryId' | 'brandId'>,
  scope: ProductScope,
): boolean {
  if (terms.productId !== null && terms.productId !== scope.productId) return false;
  if (terms.categoryId !== null && terms.categoryId !== scope.categoryId) return false;
  if (terms.brandId !== null && terms.brandId !== scope.brandId) return false;
  return true;
}

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
