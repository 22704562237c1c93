import { VipScreen } from '@/features/vip/components/vip-screen.tsx';

export default function VipPage() {
  return <VipScreen />;
}
