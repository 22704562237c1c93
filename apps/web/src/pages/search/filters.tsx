import { FiltersScreen } from '@/features/search/components/filters-screen.tsx';

export default function FiltersPage() {
  return <FiltersScreen />;
}
