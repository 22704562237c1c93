import { WithPageMessages } from '@/components/page-messages.tsx';
import { BankDetailScreen } from '@/features/identity/components/bank-card-screens.tsx';

export default function BankDetailPage() {
  return (
    <WithPageMessages>
      <BankDetailScreen />
    </WithPageMessages>
  );
}
