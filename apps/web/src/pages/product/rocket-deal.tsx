import { RocketDealScreen } from '@/features/catalog-lists/components/seckill-screen.tsx';

export default function RocketDealPage() {
  return <RocketDealScreen />;
}
