import { BrandListScreen } from '@/features/catalog-lists/components/brand-list-screen.tsx';

export default function BrandListPage() {
  return <BrandListScreen />;
}
