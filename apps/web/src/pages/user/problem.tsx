import { WithPageMessages } from '@/components/page-messages.tsx';
import { ProblemScreen } from '@/features/support/components/problem-screen.tsx';

export default function ProblemPage() {
  return (
    <WithPageMessages>
      <ProblemScreen />
    </WithPageMessages>
  );
}
