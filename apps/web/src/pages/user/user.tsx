import { AccountScreen } from '@/features/account/components/account-screen.tsx';

export default function UserPage() {
  return <AccountScreen />;
}
