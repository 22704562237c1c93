import { WithPageMessages } from '@/components/page-messages.tsx';
import { ReturnProductScreen } from '@/features/after-sale/components/return-product-screen.tsx';

export default function ReturnProductPage() {
  return (
    <WithPageMessages>
      <ReturnProductScreen />
    </WithPageMessages>
  );
}
