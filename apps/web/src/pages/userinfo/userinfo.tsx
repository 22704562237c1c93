import { UserinfoScreen } from '@/features/profile/components/userinfo-screen.tsx';

export default function UserinfoPage() {
  return <UserinfoScreen />;
}
