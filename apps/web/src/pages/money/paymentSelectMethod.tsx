import { PayMethodScreen } from '@/features/checkout/components/pay-method-screen.tsx';

export default function PaymentSelectMethodPage() {
  return <PayMethodScreen />;
}
