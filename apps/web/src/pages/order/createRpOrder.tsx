import { WithPageMessages } from '@/components/page-messages.tsx';
import { PayScreen } from '@/features/beans/components/pay-screen.tsx';

export default function BeansPayPage() {
  return (
    <WithPageMessages>
      <PayScreen />
    </WithPageMessages>
  );
}
