import { WithPageMessages } from '@/components/page-messages.tsx';
import { OrderDetailScreen } from '@/features/orders/components/order-detail-screen.tsx';

export default function OrderDetailPage() {
  return (
    <WithPageMessages>
      <OrderDetailScreen />
    </WithPageMessages>
  );
}
