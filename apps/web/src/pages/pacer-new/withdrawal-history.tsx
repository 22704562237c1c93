import { WithPageMessages } from '@/components/page-messages.tsx';
import { CashListScreen } from '@/features/withdraw/components/cash-list-screen.tsx';

export default function WithdrawalHistoryPage() {
  return (
    <WithPageMessages>
      <CashListScreen />
    </WithPageMessages>
  );
}
