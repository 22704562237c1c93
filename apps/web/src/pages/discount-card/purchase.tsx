import { PurchaseScreen } from '@/features/discount-card/components/purchase-screen.tsx';

export default function DiscountCardPurchasePage() {
  return <PurchaseScreen />;
}
