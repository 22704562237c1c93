import { CheckoutScreen } from '@/features/checkout/components/checkout-screen.tsx';

export default function CreateOrderPage() {
  return <CheckoutScreen />;
}
