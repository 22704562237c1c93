import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Form from 'antd-mobile/es/components/form';
import { SubmitButton } from '@/components/submit-button.tsx';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { useLoginCode } from '../api/login-code.ts';
import { useAfterLogin } from '../hooks/use-after-login.ts';
import { MobileCodeFields } from '../../../shared/auth/components/code-field.tsx';
import styles from './login-form.module.css';

interface CodeLogin {
  mobile: string;
  code: string;
}

/** Log in with a mobile number and a code sent to it by SMS. */
export function CodeLoginForm({ consent, ensureAgreed }: { consent: ReactNode; ensureAgreed: () => boolean }) {
  const intl = useIntl();
  const [form] = Form.useForm<CodeLogin>();
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
          <SubmitButton loading={loginCode.isPending} testId="login-code-submit">
            {intl.formatMessage({ id: 'common.login' })}
          </SubmitButton>
        </>
      }
    >
      <MobileCodeFields form={form} type="login" />
    </Form>
  );
}
