import { EvaluateScreen } from '@/features/review/components/evaluate-screen.tsx';

export default function OrderEvaluatePage() {
  return <EvaluateScreen />;
}
