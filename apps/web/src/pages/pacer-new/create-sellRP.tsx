import { WithPageMessages } from '@/components/page-messages.tsx';
import { SellFormScreen } from '@/features/beans/components/sell-form-screen.tsx';

export default function SellBeansPage() {
  return (
    <WithPageMessages>
      <SellFormScreen />
    </WithPageMessages>
  );
}
