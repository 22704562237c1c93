import { useEffect } from 'react';
import { AdvertisementScreen } from '@/features/advertisement/components/advertisement-screen.tsx';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';

/** `#/`: the launch advertisement, then home; titled with the shop's name (it has no navigation bar). */
export default function LaunchPage() {
  const shopName = useAppSettings().data?.productName;
  useEffect(() => {
    if (shopName) document.title = shopName;
  }, [shopName]);
  return <AdvertisementScreen />;
}
