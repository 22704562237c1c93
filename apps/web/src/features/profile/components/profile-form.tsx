// The frame every profile editor shares: the screen, an optional note above the form, and the form
// with its submit button at the foot.
import type { ReactNode } from 'react';
import Form, { type FormProps } from 'antd-mobile/es/components/form';
import { SubmitButton } from '@/components/submit-button.tsx';
import styles from './profile.module.css';

interface ProfileFormProps<T> {
  form: NonNullable<FormProps['form']>;
  onFinish: (values: T) => void;
  /** True while the form's call runs. */
  isPending: boolean;
  submitLabel: string;
  submitTestId: string;
  initialValues?: FormProps['initialValues'];
  /** Shown above the form, such as what is set now or a choice of how to prove who one is. */
  before?: ReactNode;
  children: ReactNode;
}

export function ProfileForm<T>(props: ProfileFormProps<T>) {
  const { form, onFinish, isPending, submitLabel, submitTestId, initialValues, before, children } = props;
  return (
    <div className={styles.screen}>
      {before}
      <Form
        form={form}
        layout="vertical"
        className={styles.form}
        initialValues={initialValues}
        onFinish={onFinish}
        footer={
          <SubmitButton loading={isPending} testId={submitTestId}>
            {submitLabel}
          </SubmitButton>
        }
      >
        {children}
      </Form>
    </div>
  );
}
