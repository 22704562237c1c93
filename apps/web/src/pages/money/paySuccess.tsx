import { WithPageMessages } from '@/components/page-messages.tsx';
import { PaySuccessScreen } from '@/features/checkout/components/pay-result-screens.tsx';

export default function PaySuccessPage() {
  return (
    <WithPageMessages>
      <PaySuccessScreen />
    </WithPageMessages>
  );
}
