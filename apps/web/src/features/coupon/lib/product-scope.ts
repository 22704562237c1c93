// Which of the coupons a member may claim apply to one product: `coupon/available` lists them for
// the whole shop, so the product page keeps those whose scope takes this product in, as checkout
// would (coupon.rules.ts: product, category and brand must each match when set).
import type { ClaimableCoupon } from '../api/coupons.ts';

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
