import { WithPageMessages } from '@/components/page-messages.tsx';
import { SalesPagesScreen } from '@/features/sharing/components/sales-pages-screen.tsx';

export default function SalesPagesPage() {
  return (
    <WithPageMessages>
      <SalesPagesScreen />
    </WithPageMessages>
  );
}
