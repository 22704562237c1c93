import { CellPhoneScreen } from '@/features/profile/components/phone-screens.tsx';

export default function CellPhonePage() {
  return <CellPhoneScreen />;
}
