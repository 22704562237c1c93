import { PointsZoneScreen } from '@/features/points-zone/components/points-zone-screen.tsx';

export default function PointsPage() {
  return <PointsZoneScreen />;
}
