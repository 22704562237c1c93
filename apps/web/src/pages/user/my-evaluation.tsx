import { MyReviewsScreen } from '@/features/review/components/my-reviews-screen.tsx';

export default function MyEvaluationPage() {
  return <MyReviewsScreen />;
}
