import { AddressListScreen } from '@/features/address/components/address-list-screen.tsx';

export default function AddressPage() {
  return <AddressListScreen />;
}
