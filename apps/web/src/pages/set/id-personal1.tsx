import { CertFormScreen } from '@/features/identity/components/cert-form-screen.tsx';

export default function IdPersonalPage() {
  return <CertFormScreen kind="personal" />;
}
