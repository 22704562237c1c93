import { WithPageMessages } from '@/components/page-messages.tsx';
import { MyReviewsScreen } from '@/features/review/components/my-reviews-screen.tsx';

export default function MyEvaluationPage() {
  return (
    <WithPageMessages>
      <MyReviewsScreen />
    </WithPageMessages>
  );
}
