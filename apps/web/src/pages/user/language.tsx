import { LanguageScreen } from '@/features/language/components/language-screen.tsx';

export default function LanguagePage() {
  return <LanguageScreen />;
}
