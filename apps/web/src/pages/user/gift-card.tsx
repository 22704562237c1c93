import { WithPageMessages } from '@/components/page-messages.tsx';
import { GiftCardScreen } from '@/features/gift-card/components/gift-card-screens.tsx';

export default function GiftCardPage() {
  return (
    <WithPageMessages>
      <GiftCardScreen />
    </WithPageMessages>
  );
}
