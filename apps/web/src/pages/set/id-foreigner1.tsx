import { WithPageMessages } from '@/components/page-messages.tsx';
import { CertFormScreen } from '@/features/identity/components/cert-form-screen.tsx';

export default function IdForeignerPage() {
  return (
    <WithPageMessages>
      <CertFormScreen kind="foreigner" />
    </WithPageMessages>
  );
}
