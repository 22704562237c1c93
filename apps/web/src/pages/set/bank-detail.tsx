import { BankDetailScreen } from '@/features/identity/components/bank-card-screens.tsx';

export default function BankDetailPage() {
  return <BankDetailScreen />;
}
