import { ProductScreen } from '@/features/product/components/product-screen.tsx';

export default function ProductPage() {
  return <ProductScreen />;
}
