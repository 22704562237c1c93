import { WithPageMessages } from '@/components/page-messages.tsx';
import { SalesPageViewScreen } from '@/features/sharing/components/sales-page-view-screen.tsx';

export default function SalesPageViewPage() {
  return (
    <WithPageMessages>
      <SalesPageViewScreen />
    </WithPageMessages>
  );
}
