import { WithPageMessages } from '@/components/page-messages.tsx';
import { GiftCardDetailScreen } from '@/features/gift-card/components/gift-card-screens.tsx';

export default function GiftCardDetailPage() {
  return (
    <WithPageMessages>
      <GiftCardDetailScreen />
    </WithPageMessages>
  );
}
