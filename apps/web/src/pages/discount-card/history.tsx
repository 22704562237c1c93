import { WalletHistory } from '@/features/wallet/components/wallet-history.tsx';

// The client has no discount-card history page; this path sits beside its discount-card pages.
export default function DiscountCardHistoryPage() {
  return <WalletHistory book="discountCard" />;
}
