import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { useLoginCode } from '../api/login-code.ts';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import { useAfterLogin } from '../hooks/use-after-login.ts';
import { CodeInput } from './code-input.tsx';
import styles from './login-form.module.css';

interface CodeLogin {
  mobile: string;
  code: string;
}

/** Log in with a mobile number and a code sent to it by SMS. */
export function CodeLoginForm({ consent, ensureAgreed }: { consent: ReactNode; ensureAgreed: () => boolean }) {
  const intl = useIntl();
  const [form] = Form.useForm<CodeLogin>();
  const rules = useAccountRules();
  const loginCode = useLoginCode();
  const afterLogin = useAfterLogin();

  const submit = ({ mobile, code }: CodeLogin) => {
    if (!ensureAgreed()) return;
    loginCode.mutate(
      { mobile: mobile.trim(), code: code.trim() },
      { onSuccess: afterLogin, onError: (error) => showErrorOnForm(form, error, { INVALID_CODE: 'code' }) },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      className={styles.form}
      data-testid="login-code-form"
      footer={
        <>
          {consent}
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={loginCode.isPending}
            data-testid="login-code-submit"
          >
            {intl.formatMessage({ id: 'common.login' })}
          </Button>
        </>
      }
    >
      <Form.Item name="mobile" label={intl.formatMessage({ id: 'field.mobile' })} rules={rules.mobile}>
        <Input
          name="mobile"
          type="tel"
          autoComplete="tel"
          clearable
          placeholder={intl.formatMessage({ id: 'webAccount.mobile.placeholder' })}
        />
      </Form.Item>
      <Form.Item name="code" label={intl.formatMessage({ id: 'field.code' })} rules={rules.code}>
        <CodeInput form={form} type="login" mobileField="mobile" />
      </Form.Item>
    </Form>
  );
}
