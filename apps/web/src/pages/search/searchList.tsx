import { SearchResultsScreen } from '@/features/search/components/search-results-screen.tsx';

export default function SearchListPage() {
  return <SearchResultsScreen />;
}
