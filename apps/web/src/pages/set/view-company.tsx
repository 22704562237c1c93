import { CertViewScreen } from '@/features/identity/components/cert-view-screen.tsx';

export default function ViewCompanyPage() {
  return <CertViewScreen kind="company" />;
}
