import { WithPageMessages } from '@/components/page-messages.tsx';
import { CertViewScreen } from '@/features/identity/components/cert-view-screen.tsx';

export default function ViewForeignerPage() {
  return (
    <WithPageMessages>
      <CertViewScreen kind="foreigner" />
    </WithPageMessages>
  );
}
