import { WalletHistory } from '@/features/wallet/components/wallet-history.tsx';

export default function IntegralHistoryPage() {
  return <WalletHistory book="points" />;
}
