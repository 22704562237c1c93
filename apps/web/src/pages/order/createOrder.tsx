import { WithPageMessages } from '@/components/page-messages.tsx';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen.tsx';
import { BestCoupon, CouponPicker } from '@/features/coupon/components/coupon-picker.tsx';

export default function CreateOrderPage() {
  return (
    <WithPageMessages>
      <CheckoutScreen
        couponPicker={(props) => (
          <CouponPicker
            {...props}
            onSelect={(coupon) => props.onSelect(coupon && { id: coupon.id, name: coupon.name })}
          />
        )}
        bestCoupon={({ lines, onBest }) => (
          <BestCoupon lines={lines} onBest={(coupon) => onBest(coupon && { id: coupon.id, name: coupon.name })} />
        )}
      />
    </WithPageMessages>
  );
}
