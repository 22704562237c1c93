import { InviteCodeScreen } from '@/features/profile/components/invite-code-screen.tsx';

export default function InviteCodePage() {
  return <InviteCodeScreen />;
}
