import { WithPageMessages } from '@/components/page-messages.tsx';
import { DetailScreen } from '@/features/timeline/components/detail-screen.tsx';

export default function TimelineDetailPage() {
  return (
    <WithPageMessages>
      <DetailScreen />
    </WithPageMessages>
  );
}
