import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { InlineLoading } from '@/components/query-states.tsx';
import { SubmitButton } from '@/components/submit-button.tsx';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { codeLoginPath } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { useInviter } from '../api/get-user-name.ts';
import { useRegister } from '../api/register.ts';
import { useAccountRules } from '../../../shared/auth/hooks/use-account-rules.ts';
import { useAfterLogin } from '../hooks/use-after-login.ts';
import { MobileCodeFields } from '../../../shared/auth/components/code-field.tsx';
import styles from './login-form.module.css';

interface SignUp {
  mobile: string;
  code: string;
  password: string;
  inviteCode?: string;
}

// Wait for typing to pause before asking whose invite code it is.
const LOOKUP_DELAY_MS = 400;

function useSettledValue(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Whose invite code was typed, or why it cannot be used. */
function Inviter({ inviteCode }: { inviteCode: string }) {
  const intl = useIntl();
  const inviter = useInviter(inviteCode);
  if (!inviteCode) return null;
  if (inviter.isPending) return <InlineLoading />;
  if (inviter.isError)
    return (
      <span className={styles.inviterError} data-testid="register-inviter-error">
        {inviter.error.message}
      </span>
    );
  return (
    <span className={styles.inviter} data-testid="register-inviter">
      {intl.formatMessage({ id: 'webAccount.register.inviter' }, { name: inviter.data.nickname })}
    </span>
  );
}

/** The way to log in instead, with the number a code was just sent to filled in. */
function AlreadyRegistered({ mobile }: { mobile: string }) {
  const intl = useIntl();
  return (
    <Link
      to={codeLoginPath(mobile)}
      replace
      className={styles.alreadyRegistered}
      data-testid="register-already-registered"
    >
      {intl.formatMessage({ id: 'webAccount.register.alreadyRegistered' })}
    </Link>
  );
}

interface RegisterFormProps {
  consent: ReactNode;
  ensureAgreed: () => boolean;
  /** The invite code of a shared link, already filled in. */
  initialInviteCode: string;
}

/** Sign up with a mobile number, its code and a password, optionally under someone's invite code. */
export function RegisterForm({ consent, ensureAgreed, initialInviteCode }: RegisterFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm<SignUp>();
  const rules = useAccountRules();
  const register = useRegister();
  const afterLogin = useAfterLogin();
  const typedInviteCode = (Form.useWatch('inviteCode', form) ?? initialInviteCode).trim().toUpperCase();
  const inviteCode = useSettledValue(typedInviteCode);
  // The send answer is the same whether or not the number has an account (no account discovery),
  // so after any send the screen offers the way to log in with that number instead.
  const [sentTo, setSentTo] = useState('');

  const submit = (values: SignUp) => {
    if (!ensureAgreed()) return;
    const code = values.inviteCode?.trim();
    register.mutate(
      {
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        password: values.password,
        ...(code ? { inviteCode: code } : {}),
      },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'webAccount.register.done' }), 'success');
          afterLogin();
        },
        onError: (error) =>
          showErrorOnForm(form, error, {
            INVALID_CODE: 'code',
            MOBILE_TAKEN: 'mobile',
            INVITE_CODE_NOT_FOUND: 'inviteCode',
          }),
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ inviteCode: initialInviteCode }}
      className={styles.form}
      data-testid="register-form"
      footer={
        <>
          {consent}
          <SubmitButton loading={register.isPending} testId="register-submit">
            {intl.formatMessage({ id: 'webAccount.register.submit' })}
          </SubmitButton>
        </>
      }
    >
      <MobileCodeFields
        form={form}
        type="register"
        onSent={setSentTo}
        codeDescription={sentTo && <AlreadyRegistered mobile={sentTo} />}
      />
      <Form.Item name="password" label={intl.formatMessage({ id: 'field.password' })} rules={rules.password}>
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={intl.formatMessage({ id: 'webAccount.register.passwordPlaceholder' })}
        />
      </Form.Item>
      <Form.Item
        name="inviteCode"
        label={intl.formatMessage({ id: 'webAccount.register.inviteCode' })}
        description={<Inviter inviteCode={inviteCode === typedInviteCode ? inviteCode : ''} />}
      >
        <Input
          name="inviteCode"
          autoComplete="off"
          clearable
          placeholder={intl.formatMessage({ id: 'webAccount.register.inviteCodePlaceholder' })}
        />
      </Form.Item>
    </Form>
  );
}
