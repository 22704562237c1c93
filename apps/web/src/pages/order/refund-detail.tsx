import { WithPageMessages } from '@/components/page-messages.tsx';
import { RefundDetailScreen } from '@/features/after-sale/components/refund-detail-screen.tsx';

export default function RefundDetailPage() {
  return (
    <WithPageMessages>
      <RefundDetailScreen />
    </WithPageMessages>
  );
}
