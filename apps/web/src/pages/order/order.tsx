import { WithPageMessages } from '@/components/page-messages.tsx';
import { OrderListScreen } from '@/features/orders/components/order-list-screen.tsx';

export default function OrderListPage() {
  return (
    <WithPageMessages>
      <OrderListScreen />
    </WithPageMessages>
  );
}
