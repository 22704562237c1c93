import { WithPageMessages } from '@/components/page-messages.tsx';
import { BankCardListScreen } from '@/features/identity/components/bank-card-screens.tsx';

export default function BankCardPage() {
  return (
    <WithPageMessages>
      <BankCardListScreen />
    </WithPageMessages>
  );
}
