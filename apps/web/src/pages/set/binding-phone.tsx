import { BindingPhoneScreen } from '@/features/profile/components/phone-screens.tsx';

export default function BindingPhonePage() {
  return <BindingPhoneScreen />;
}
