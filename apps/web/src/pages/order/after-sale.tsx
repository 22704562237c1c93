import { WithPageMessages } from '@/components/page-messages.tsx';
import { AfterSaleListScreen } from '@/features/after-sale/components/after-sale-list-screen.tsx';

export default function AfterSaleListPage() {
  return (
    <WithPageMessages>
      <AfterSaleListScreen />
    </WithPageMessages>
  );
}
