import { WithPageMessages } from '@/components/page-messages.tsx';
import { CertFormScreen } from '@/features/identity/components/cert-form-screen.tsx';

export default function IdPersonalPage() {
  return (
    <WithPageMessages>
      <CertFormScreen kind="personal" />
    </WithPageMessages>
  );
}
