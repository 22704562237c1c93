import { CartScreen } from '@/features/cart/components/cart-screen.tsx';

export default function CartPage() {
  return <CartScreen />;
}
