import { CategoryScreen } from '@/features/catalog-lists/components/category-screen.tsx';

export default function CategoryPage() {
  return <CategoryScreen />;
}
