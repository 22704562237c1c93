import { ProductCoupons, useClaimableOffers } from '@/features/coupon/components/product-coupons.tsx';
import { ProductScreen } from '@/features/product/components/product-screen.tsx';

export default function ProductPage() {
  // Asked with the page, not once the product is in, so the coupon row rarely moves what is below it.
  useClaimableOffers();
  return (
    <ProductScreen
      couponRow={(product) => (
        <ProductCoupons scope={{ productId: product.id, categoryId: product.categoryId, brandId: product.brandId }} />
      )}
    />
  );
}
