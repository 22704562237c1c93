import { WithPageMessages } from '@/components/page-messages.tsx';
import { FeedScreen } from '@/features/timeline/components/feed-screen.tsx';

export default function TimelineFlowPage() {
  return (
    <WithPageMessages>
      <FeedScreen />
    </WithPageMessages>
  );
}
