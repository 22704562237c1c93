import { WithPageMessages } from '@/components/page-messages.tsx';
import { CouponScreen } from '@/features/coupon/components/coupon-screen.tsx';

export default function CouponPage() {
  return (
    <WithPageMessages>
      <CouponScreen />
    </WithPageMessages>
  );
}
