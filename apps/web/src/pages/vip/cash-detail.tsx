import { WithPageMessages } from '@/components/page-messages.tsx';
import { CashDetailScreen } from '@/features/withdraw/components/cash-detail-screen.tsx';

export default function CashDetailPage() {
  return (
    <WithPageMessages>
      <CashDetailScreen />
    </WithPageMessages>
  );
}
