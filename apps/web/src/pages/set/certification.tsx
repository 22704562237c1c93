import { CertificationScreen } from '@/features/identity/components/certification-screen.tsx';

export default function CertificationPage() {
  return <CertificationScreen />;
}
