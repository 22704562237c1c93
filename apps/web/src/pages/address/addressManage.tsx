import { AddressManageScreen } from '@/features/address/components/address-manage-screen.tsx';

export default function AddressManagePage() {
  return <AddressManageScreen />;
}
