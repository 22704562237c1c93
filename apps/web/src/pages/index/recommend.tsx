import { RecommendScreen } from '@/features/catalog-lists/components/zone-screens.tsx';

export default function RecommendPage() {
  return <RecommendScreen />;
}
