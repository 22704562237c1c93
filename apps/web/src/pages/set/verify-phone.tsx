import { VerifyPhoneScreen } from '@/features/profile/components/phone-screens.tsx';

export default function VerifyPhonePage() {
  return <VerifyPhoneScreen />;
}
