import { FieldScreen } from '@/features/profile/components/field-screen.tsx';

export default function FieldPage() {
  return <FieldScreen />;
}
