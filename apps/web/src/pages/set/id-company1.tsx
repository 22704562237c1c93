import { CertFormScreen } from '@/features/identity/components/cert-form-screen.tsx';

export default function IdCompanyPage() {
  return <CertFormScreen kind="company" />;
}
