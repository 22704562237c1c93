import { Button, Form, Input } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import { useLogin, type LoginInput } from '../api/login.ts';

interface LoginFormProps {
  onLoggedIn: () => void;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const t = useT();
  const login = useLogin();

  const submit = (values: LoginInput) => {
    login.mutate(values, { onSuccess: onLoggedIn });
  };

  return (
    <Form<LoginInput> layout="vertical" onFinish={submit} requiredMark={false} disabled={login.isPending}>
      <Form.Item
        name="username"
        label={t('admin.login.username')}
        rules={[{ required: true, whitespace: true, message: t('admin.login.usernameRequired') }]}
      >
        <Input name="username" autoComplete="username" autoFocus size="large" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('admin.login.password')}
        rules={[{ required: true, message: t('admin.login.passwordRequired') }]}
      >
        <Input.Password name="password" autoComplete="current-password" size="large" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={login.isPending}
        data-testid="admin-login-submit"
      >
        {t('admin.login.submit')}
      </Button>
    </Form>
  );
}
