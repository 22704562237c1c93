import { PolicyText } from '@/features/profile/components/policy-screen.tsx';

export default function AboutUsPage() {
  return <PolicyText type="about" />;
}
