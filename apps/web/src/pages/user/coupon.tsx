import { CouponScreen } from '@/features/coupon/components/coupon-screen.tsx';

export default function CouponPage() {
  return <CouponScreen />;
}
