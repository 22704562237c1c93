import { SubsidyScreen } from '@/features/catalog-lists/components/zone-screens.tsx';

export default function SubsidyPage() {
  return <SubsidyScreen />;
}
