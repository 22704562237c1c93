import { DeleteAccountScreen } from '@/features/profile/components/delete-account-screen.tsx';

export default function DeleteAccountPage() {
  return <DeleteAccountScreen />;
}
