import { WithPageMessages } from '@/components/page-messages.tsx';
import { VipCenterScreen } from '@/features/levels/components/vip-center-screen.tsx';

export default function VipCenterPage() {
  return (
    <WithPageMessages>
      <VipCenterScreen />
    </WithPageMessages>
  );
}
