import { CertFormScreen } from '@/features/identity/components/cert-form-screen.tsx';

export default function IdForeignerPage() {
  return <CertFormScreen kind="foreigner" />;
}
