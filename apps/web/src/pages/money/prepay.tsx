import { WithPageMessages } from '@/components/page-messages.tsx';
import { PrepayScreen } from '@/features/checkout/components/prepay-screen.tsx';

export default function PrepayPage() {
  return (
    <WithPageMessages>
      <PrepayScreen />
    </WithPageMessages>
  );
}
