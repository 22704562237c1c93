import { PayFailedScreen } from '@/features/checkout/components/pay-result-screens.tsx';

export default function PayFailedPage() {
  return <PayFailedScreen />;
}
