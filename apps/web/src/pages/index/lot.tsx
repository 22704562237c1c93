import { LotScreen } from '@/features/catalog-lists/components/lot-screen.tsx';

export default function LotPage() {
  return <LotScreen />;
}
