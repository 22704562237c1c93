import { ChangePasswordScreen } from '@/features/profile/components/change-password-screen.tsx';

export default function ChangePasswordPage() {
  return <ChangePasswordScreen />;
}
