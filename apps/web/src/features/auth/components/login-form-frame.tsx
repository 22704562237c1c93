// What both ways of logging in share: the vertical form, the privacy consent above the button, and
// the login button itself.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Form, { type FormProps } from 'antd-mobile/es/components/form';
import { SubmitButton } from '@/components/submit-button.tsx';
import styles from './login-form.module.css';

export interface LoginFormProps {
  /** The privacy consent, shown above the button. */
  consent: ReactNode;
  /** Whether the privacy policy has been agreed to; asks for it when not. */
  ensureAgreed: () => boolean;
}

interface LoginFormFrameProps<T> {
  form: NonNullable<FormProps['form']>;
  onFinish: (values: T) => void;
  initialValues?: Partial<T>;
  consent: ReactNode;
  /** True while the login call runs. */
  isPending: boolean;
  testId: string;
  submitTestId: string;
  children: ReactNode;
}

export function LoginFormFrame<T>(props: LoginFormFrameProps<T>) {
  const { form, onFinish, initialValues, consent, isPending, testId, submitTestId, children } = props;
  const intl = useIntl();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={initialValues}
      className={styles.form}
      data-testid={testId}
      footer={
        <>
          {consent}
          <SubmitButton loading={isPending} testId={submitTestId}>
            {intl.formatMessage({ id: 'common.login' })}
          </SubmitButton>
        </>
      }
    >
      {children}
    </Form>
  );
}
