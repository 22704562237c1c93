import { MyInviteCodeScreen } from '@/features/profile/components/my-invite-code-screen.tsx';

export default function MyInviteCodePage() {
  return <MyInviteCodeScreen />;
}
