import { WithPageMessages } from '@/components/page-messages.tsx';
import { TaxRequestScreen } from '@/features/withdraw/components/tax-request-screen.tsx';

export default function TaxRequestPage() {
  return (
    <WithPageMessages>
      <TaxRequestScreen />
    </WithPageMessages>
  );
}
