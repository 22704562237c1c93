import { WalletHistory } from '@/features/wallet/components/wallet-history.tsx';

export default function VoucherHistoryPage() {
  return <WalletHistory book="vouchers" />;
}
