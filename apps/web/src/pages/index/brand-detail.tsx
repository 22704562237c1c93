import { BrandDetailScreen } from '@/features/catalog-lists/components/brand-detail-screen.tsx';

export default function BrandDetailPage() {
  return <BrandDetailScreen />;
}
