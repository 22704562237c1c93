import { UsernameScreen } from '@/features/profile/components/username-screen.tsx';

export default function UsernamePage() {
  return <UsernameScreen />;
}
