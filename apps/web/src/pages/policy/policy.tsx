import { PolicyScreen } from '@/features/profile/components/policy-screen.tsx';

export default function PolicyPage() {
  return <PolicyScreen />;
}
