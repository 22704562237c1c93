import { WithPageMessages } from '@/components/page-messages.tsx';
import { EvaluateScreen } from '@/features/review/components/evaluate-screen.tsx';

export default function OrderEvaluatePage() {
  return (
    <WithPageMessages>
      <EvaluateScreen />
    </WithPageMessages>
  );
}
