import { WithPageMessages } from '@/components/page-messages.tsx';
import { ApplyScreen } from '@/features/after-sale/components/apply-screen.tsx';

export default function ApplyPage() {
  return (
    <WithPageMessages>
      <ApplyScreen />
    </WithPageMessages>
  );
}
