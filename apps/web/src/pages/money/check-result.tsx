import { CheckResultScreen } from '@/features/checkout/components/pay-result-screens.tsx';

export default function CheckResultPage() {
  return <CheckResultScreen />;
}
