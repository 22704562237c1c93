import { PvProductsScreen } from '@/features/catalog-lists/components/zone-screens.tsx';

export default function PvProductsPage() {
  return <PvProductsScreen />;
}
