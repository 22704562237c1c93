import { WithPageMessages } from '@/components/page-messages.tsx';
import { VipWelfareScreen } from '@/features/levels/components/vip-welfare-screen.tsx';

export default function VipWelfarePage() {
  return (
    <WithPageMessages>
      <VipWelfareScreen />
    </WithPageMessages>
  );
}
