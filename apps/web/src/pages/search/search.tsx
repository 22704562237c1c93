import { SearchScreen } from '@/features/search/components/search-screen.tsx';

export default function SearchPage() {
  return <SearchScreen />;
}
