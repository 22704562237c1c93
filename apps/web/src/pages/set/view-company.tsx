import { WithPageMessages } from '@/components/page-messages.tsx';
import { CertViewScreen } from '@/features/identity/components/cert-view-screen.tsx';

export default function ViewCompanyPage() {
  return (
    <WithPageMessages>
      <CertViewScreen kind="company" />
    </WithPageMessages>
  );
}
