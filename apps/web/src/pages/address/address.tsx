import { WithPageMessages } from '@/components/page-messages.tsx';
import { AddressListScreen } from '@/features/address/components/address-list-screen.tsx';

export default function AddressPage() {
  return (
    <WithPageMessages>
      <AddressListScreen />
    </WithPageMessages>
  );
}
