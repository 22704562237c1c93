import { PointsZoneScreen } from '@/features/catalog-lists/components/zone-screens.tsx';

export default function PointsZonePage() {
  return <PointsZoneScreen />;
}
