import { VipSetsScreen } from '@/features/catalog-lists/components/zone-screens.tsx';

export default function VipSetsPage() {
  return <VipSetsScreen />;
}
