import { WithPageMessages } from '@/components/page-messages.tsx';
import { BuyVipScreen } from '@/features/levels/components/buy-vip-screen.tsx';

export default function BuyVipPage() {
  return (
    <WithPageMessages>
      <BuyVipScreen />
    </WithPageMessages>
  );
}
