import { WithPageMessages } from '@/components/page-messages.tsx';
import { AddingBankScreen } from '@/features/identity/components/adding-bank-screen.tsx';

export default function AddingBankPage() {
  return (
    <WithPageMessages>
      <AddingBankScreen />
    </WithPageMessages>
  );
}
