import { WithPageMessages } from '@/components/page-messages.tsx';
import { LevelDetailScreen } from '@/features/levels/components/level-detail-screen.tsx';

export default function LevelDetailPage() {
  return (
    <WithPageMessages>
      <LevelDetailScreen />
    </WithPageMessages>
  );
}
