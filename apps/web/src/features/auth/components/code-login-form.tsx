import Form from 'antd-mobile/es/components/form';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { useLoginCode } from '../api/login-code.ts';
import { useAfterLogin } from '../hooks/use-after-login.ts';
import { MobileCodeFields } from '../../../shared/auth/components/code-field.tsx';
import { LoginFormFrame, type LoginFormProps } from './login-form-frame.tsx';

interface CodeLogin {
  mobile: string;
  code: string;
}

/** Log in with a mobile number and a code sent to it by SMS. */
export function CodeLoginForm({
  consent,
  ensureAgreed,
  initialMobile = '',
}: LoginFormProps & { initialMobile?: string }) {
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
    <LoginFormFrame
      form={form}
      onFinish={submit}
      initialValues={{ mobile: initialMobile }}
      consent={consent}
      isPending={loginCode.isPending}
      testId="login-code-form"
      submitTestId="login-code-submit"
    >
      <MobileCodeFields form={form} type="login" />
    </LoginFormFrame>
  );
}
