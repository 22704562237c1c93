import { prefetchHome } from '@/features/home/api/get-home.ts';
import { HomeScreen } from '@/features/home/components/home-screen.tsx';

prefetchHome();

export default function HomePage() {
  return <HomeScreen />;
}
