import { Card, Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useT } from '../../lib/i18n.ts';
import { safeRedirect } from '../login-path.ts';

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <div style={{ position: 'fixed', top: 16, right: 16 }}>
        <LanguageSwitch />
      </div>
      <Card style={{ width: '100%', maxWidth: 400 }} data-testid="admin-login">
        <Typography.Title level={3} style={{ marginTop: 0, textAlign: 'center' }}>
          {t('admin.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('admin.login.subtitle')}
        </Typography.Paragraph>
        <LoginForm onLoggedIn={() => void navigate(redirect, { replace: true })} />
      </Card>
    </Flex>
  );
}
