import { WithPageMessages } from '@/components/page-messages.tsx';
import { DeliveryStatusScreen } from '@/features/orders/components/logistics-screen.tsx';

export default function DeliveryStatusPage() {
  return (
    <WithPageMessages>
      <DeliveryStatusScreen />
    </WithPageMessages>
  );
}
