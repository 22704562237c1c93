import { WithPageMessages } from '@/components/page-messages.tsx';
import { OrdersScreen } from '@/features/beans/components/orders-screen.tsx';

export default function BeansOrdersPage() {
  return (
    <WithPageMessages>
      <OrdersScreen />
    </WithPageMessages>
  );
}
