import { AdvertisementScreen } from '@/features/advertisement/components/advertisement-screen.tsx';

/** `#/`: the launch advertisement, then home. */
export default function LaunchPage() {
  return <AdvertisementScreen />;
}
