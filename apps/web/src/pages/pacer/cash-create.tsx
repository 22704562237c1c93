import { WithPageMessages } from '@/components/page-messages.tsx';
import { CashCreateScreen } from '@/features/withdraw/components/cash-create-screen.tsx';

export default function CashCreatePage() {
  return (
    <WithPageMessages>
      <CashCreateScreen />
    </WithPageMessages>
  );
}
