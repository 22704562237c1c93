import { WithPageMessages } from '@/components/page-messages.tsx';
import { AddressManageScreen } from '@/features/address/components/address-manage-screen.tsx';

export default function AddressManagePage() {
  return (
    <WithPageMessages>
      <AddressManageScreen />
    </WithPageMessages>
  );
}
