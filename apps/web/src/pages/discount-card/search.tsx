import { SearchScreen } from '@/features/discount-card/components/search-screen.tsx';

export default function DiscountCardSearchPage() {
  return <SearchScreen />;
}
