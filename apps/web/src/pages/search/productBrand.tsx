import { BrandSearchScreen } from '@/features/search/components/brand-search-screen.tsx';

export default function BrandSearchPage() {
  return <BrandSearchScreen />;
}
