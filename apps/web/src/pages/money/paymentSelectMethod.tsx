import { WithPageMessages } from '@/components/page-messages.tsx';
import { PayMethodScreen } from '@/features/checkout/components/pay-method-screen.tsx';

export default function PaymentSelectMethodPage() {
  return (
    <WithPageMessages>
      <PayMethodScreen />
    </WithPageMessages>
  );
}
