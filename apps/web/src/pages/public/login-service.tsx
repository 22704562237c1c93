import { LoginService } from '@/features/auth/components/login-service.tsx';

export default function LoginServicePage() {
  return <LoginService kind="open" />;
}
