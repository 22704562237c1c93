import { PaySuccessScreen } from '@/features/checkout/components/pay-result-screens.tsx';

export default function PaySuccessPage() {
  return <PaySuccessScreen />;
}
