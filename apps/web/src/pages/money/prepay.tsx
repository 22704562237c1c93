import { PrepayScreen } from '@/features/checkout/components/prepay-screen.tsx';

export default function PrepayPage() {
  return <PrepayScreen />;
}
