import { WithPageMessages } from '@/components/page-messages.tsx';
import { CertificationScreen } from '@/features/identity/components/certification-screen.tsx';

export default function CertificationPage() {
  return (
    <WithPageMessages>
      <CertificationScreen />
    </WithPageMessages>
  );
}
