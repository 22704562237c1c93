import { BankCardListScreen } from '@/features/identity/components/bank-card-screens.tsx';

export default function BankCardPage() {
  return <BankCardListScreen />;
}
