import { WithPageMessages } from '@/components/page-messages.tsx';
import { ZeroScreen } from '@/features/campaign/components/zero-screen.tsx';

export default function SubsidyZeroPage() {
  return (
    <WithPageMessages>
      <ZeroScreen />
    </WithPageMessages>
  );
}
