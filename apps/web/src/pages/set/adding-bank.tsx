import { AddingBankScreen } from '@/features/identity/components/adding-bank-screen.tsx';

export default function AddingBankPage() {
  return <AddingBankScreen />;
}
