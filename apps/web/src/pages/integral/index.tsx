import { PointsScreen } from '@/features/points/components/points-screen.tsx';

export default function PointsPage() {
  return <PointsScreen />;
}
