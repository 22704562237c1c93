import { SeckillScreen } from '@/features/catalog-lists/components/seckill-screen.tsx';

export default function SeckillPage() {
  return <SeckillScreen />;
}
