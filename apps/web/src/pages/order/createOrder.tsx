import { CheckoutScreen } from '@/features/checkout/components/checkout-screen.tsx';
import { CouponPicker } from '@/features/coupon/components/coupon-picker.tsx';

export default function CreateOrderPage() {
  return (
    <CheckoutScreen
      couponPicker={(props) => (
        <CouponPicker
          {...props}
          onSelect={(coupon) => props.onSelect(coupon && { id: coupon.id, name: coupon.name })}
        />
      )}
    />
  );
}
