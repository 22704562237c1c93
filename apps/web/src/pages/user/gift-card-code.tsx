import { WithPageMessages } from '@/components/page-messages.tsx';
import { GiftCardCodeScreen } from '@/features/gift-card/components/gift-card-screens.tsx';

export default function GiftCardCodePage() {
  return (
    <WithPageMessages>
      <GiftCardCodeScreen />
    </WithPageMessages>
  );
}
