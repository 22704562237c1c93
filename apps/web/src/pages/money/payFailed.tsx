import { WithPageMessages } from '@/components/page-messages.tsx';
import { PayFailedScreen } from '@/features/checkout/components/pay-result-screens.tsx';

export default function PayFailedPage() {
  return (
    <WithPageMessages>
      <PayFailedScreen />
    </WithPageMessages>
  );
}
