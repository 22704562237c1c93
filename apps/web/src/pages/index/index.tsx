import { HomeScreen } from '@/features/home/components/home-screen.tsx';

export default function HomePage() {
  return <HomeScreen />;
}
