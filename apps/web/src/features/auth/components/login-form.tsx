import { useIntl } from 'react-intl';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { useLogin } from '../api/login.ts';
import { useAfterLogin } from '../hooks/use-after-login.ts';
import { LoginFormFrame, type LoginFormProps } from './login-form-frame.tsx';

const MIN_PASSWORD_LENGTH = 6;

interface Credentials {
  username: string;
  password: string;
}

/** Log in with user name (or mobile) and password. */
export function LoginForm({
  consent,
  ensureAgreed,
  initialUsername = '',
}: LoginFormProps & { initialUsername?: string }) {
  const intl = useIntl();
  const [form] = Form.useForm<Credentials>();
  const login = useLogin();
  const afterLogin = useAfterLogin();

  const submit = ({ username, password }: Credentials) => {
    if (!ensureAgreed()) return;
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: afterLogin, onError: (error) => showErrorOnForm(form, error, { LOGIN_FAILED: 'password' }) },
    );
  };

  return (
    <LoginFormFrame
      form={form}
      onFinish={submit}
      initialValues={{ username: initialUsername }}
      consent={consent}
      isPending={login.isPending}
      testId="login-password-form"
      submitTestId="login-submit"
    >
      <Form.Item
        name="username"
        label={intl.formatMessage({ id: 'web.login.username' })}
        rules={[
          { required: true, whitespace: true, message: intl.formatMessage({ id: 'web.login.usernamePlaceholder' }) },
        ]}
      >
        <Input
          name="username"
          autoComplete="username"
          clearable
          placeholder={intl.formatMessage({ id: 'web.login.usernamePlaceholder' })}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={intl.formatMessage({ id: 'field.password' })}
        rules={[
          { required: true, message: intl.formatMessage({ id: 'web.login.passwordPlaceholder' }) },
          { min: MIN_PASSWORD_LENGTH, message: intl.formatMessage({ id: 'web.login.passwordTooShort' }) },
        ]}
      >
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={intl.formatMessage({ id: 'web.login.passwordPlaceholder' })}
        />
      </Form.Item>
    </LoginFormFrame>
  );
}
