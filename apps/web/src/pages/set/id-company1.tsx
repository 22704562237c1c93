import { WithPageMessages } from '@/components/page-messages.tsx';
import { CertFormScreen } from '@/features/identity/components/cert-form-screen.tsx';

export default function IdCompanyPage() {
  return (
    <WithPageMessages>
      <CertFormScreen kind="company" />
    </WithPageMessages>
  );
}
