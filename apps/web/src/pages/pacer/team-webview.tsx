import { WithPageMessages } from '@/components/page-messages.tsx';
import { TeamChartScreen } from '@/features/team/components/team-chart-screen.tsx';

export default function TeamChartPage() {
  return (
    <WithPageMessages>
      <TeamChartScreen />
    </WithPageMessages>
  );
}
