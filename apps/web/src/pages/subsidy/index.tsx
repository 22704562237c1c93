import { ZeroLink } from '@/features/campaign/components/zero-screen.tsx';
import { SubsidyScreen } from '@/features/catalog-lists/components/zone-screens.tsx';

export default function SubsidyPage() {
  return (
    <>
      <ZeroLink />
      <SubsidyScreen />
    </>
  );
}
