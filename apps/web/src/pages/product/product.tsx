import { ProductCoupons } from '@/features/coupon/components/product-coupons.tsx';
import { ProductScreen } from '@/features/product/components/product-screen.tsx';

export default function ProductPage() {
  return (
    <ProductScreen
      couponRow={(product) => (
        <ProductCoupons scope={{ productId: product.id, categoryId: product.categoryId, brandId: product.brandId }} />
      )}
    />
  );
}
