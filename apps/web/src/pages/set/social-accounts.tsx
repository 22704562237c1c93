import { WithPageMessages } from '@/components/page-messages.tsx';
import { SocialAccountsScreen } from '@/features/social-accounts/components/social-accounts-screen.tsx';

export default function SocialAccountsPage() {
  return (
    <WithPageMessages>
      <SocialAccountsScreen />
    </WithPageMessages>
  );
}
