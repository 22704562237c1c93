import { WithPageMessages } from '@/components/page-messages.tsx';
import { FeedbackListScreen } from '@/features/support/components/feedback-list-screen.tsx';

export default function FeedbackListPage() {
  return (
    <WithPageMessages>
      <FeedbackListScreen />
    </WithPageMessages>
  );
}
