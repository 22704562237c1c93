import { WithPageMessages } from '@/components/page-messages.tsx';
import { ProblemDetailScreen } from '@/features/support/components/problem-detail-screen.tsx';

export default function ProblemDetailPage() {
  return (
    <WithPageMessages>
      <ProblemDetailScreen />
    </WithPageMessages>
  );
}
