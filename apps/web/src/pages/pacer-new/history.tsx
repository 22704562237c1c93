import { HistoryScreen } from '@/features/wallet/components/history-screen.tsx';

export default function HistoryPage() {
  return <HistoryScreen />;
}
