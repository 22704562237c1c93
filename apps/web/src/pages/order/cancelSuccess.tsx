import { WithPageMessages } from '@/components/page-messages.tsx';
import { CancelSuccessScreen } from '@/features/orders/components/cancel-success-screen.tsx';

export default function CancelSuccessPage() {
  return (
    <WithPageMessages>
      <CancelSuccessScreen />
    </WithPageMessages>
  );
}
