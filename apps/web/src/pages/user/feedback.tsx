import { WithPageMessages } from '@/components/page-messages.tsx';
import { FeedbackScreen } from '@/features/support/components/feedback-screen.tsx';

export default function FeedbackPage() {
  return (
    <WithPageMessages>
      <FeedbackScreen />
    </WithPageMessages>
  );
}
