import { LoginService } from '@/features/auth/components/login-service.tsx';

export default function LoginServiceWxPage() {
  return <LoginService kind="wechat" />;
}
