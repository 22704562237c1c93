import { WithPageMessages } from '@/components/page-messages.tsx';
import { LogisticsScreen } from '@/features/orders/components/logistics-screen.tsx';

export default function LogisticsPage() {
  return (
    <WithPageMessages>
      <LogisticsScreen />
    </WithPageMessages>
  );
}
