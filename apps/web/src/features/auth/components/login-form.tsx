import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { useLogin } from '../api/login.ts';
import { useAfterLogin } from '../hooks/use-after-login.ts';
import styles from './login-form.module.css';

const MIN_PASSWORD_LENGTH = 6;

interface Credentials {
  username: string;
  password: string;
}

interface LoginFormProps {
  /** The privacy consent, shown above the button. */
  consent: ReactNode;
  /** Whether the privacy policy has been agreed to; asks for it when not. */
  ensureAgreed: () => boolean;
}

/** Log in with user name (or mobile) and password. */
export function LoginForm({ consent, ensureAgreed }: LoginFormProps) {
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
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      className={styles.form}
      data-testid="login-password-form"
      footer={
        <>
          {consent}
          <Button block type="submit" color="primary" size="large" loading={login.isPending} data-testid="login-submit">
            {intl.formatMessage({ id: 'common.login' })}
          </Button>
        </>
      }
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
    </Form>
  );
}
