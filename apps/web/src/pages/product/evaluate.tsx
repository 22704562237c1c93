import { ReviewsScreen } from '@/features/product/components/reviews-screen.tsx';

export default function ProductReviewsPage() {
  return <ReviewsScreen />;
}
