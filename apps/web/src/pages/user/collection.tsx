import { FavoritesScreen } from '@/features/favorites/components/favorites-screen.tsx';

export default function FavoritesPage() {
  return <FavoritesScreen />;
}
