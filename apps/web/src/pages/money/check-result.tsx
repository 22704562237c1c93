import { WithPageMessages } from '@/components/page-messages.tsx';
import { CheckResultScreen } from '@/features/checkout/components/pay-result-screens.tsx';

export default function CheckResultPage() {
  return (
    <WithPageMessages>
      <CheckResultScreen />
    </WithPageMessages>
  );
}
