import { CertViewScreen } from '@/features/identity/components/cert-view-screen.tsx';

export default function ViewForeignerPage() {
  return <CertViewScreen kind="foreigner" />;
}
