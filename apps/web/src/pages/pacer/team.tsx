import { WithPageMessages } from '@/components/page-messages.tsx';
import { TeamScreen } from '@/features/team/components/team-screen.tsx';

export default function TeamPage() {
  return (
    <WithPageMessages>
      <TeamScreen />
    </WithPageMessages>
  );
}
