import { CertViewScreen } from '@/features/identity/components/cert-view-screen.tsx';

export default function ViewPersonalPage() {
  return <CertViewScreen kind="personal" />;
}
