import { WithPageMessages } from '@/components/page-messages.tsx';
import { OrderDetailScreen } from '@/features/beans/components/order-detail-screen.tsx';

export default function BeansOrderPage() {
  return (
    <WithPageMessages>
      <OrderDetailScreen />
    </WithPageMessages>
  );
}
