import { CategoryProductsScreen } from '@/features/catalog-lists/components/category-products-screen.tsx';

export default function CategoryListPage() {
  return <CategoryProductsScreen />;
}
