import { CartScreen } from '@/features/cart/components/cart-screen.tsx';
import { Recommendations } from '@/features/home/components/recommendations.tsx';

export default function CartPage() {
  return <CartScreen recommendations={<Recommendations />} />;
}
