// The fields of every form proven by an SMS code: the mobile number (when the shopper types it) and
// the six-digit code with its send button and countdown, each with the same checks and texts.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CodePurpose } from '@mall/contracts';
import Form, { type FormInstance } from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import { CodeInput } from './code-input.tsx';

interface CodeFieldProps {
  form: FormInstance;
  type: CodePurpose;
  /** The number the code goes to when it is not typed in the form's `mobile` field. */
  fixedMobile?: string;
  label?: string;
  /** Shown under the code field, e.g. a way out for a number that already has an account. */
  description?: ReactNode;
  onSent?: (mobile: string) => void;
}

/** The `code` field; its code goes to `fixedMobile`, or else to the number in the `mobile` field. */
export function CodeField({ form, type, fixedMobile, label, description, onSent }: CodeFieldProps) {
  const intl = useIntl();
  const rules = useAccountRules();
  return (
    <Form.Item
      name="code"
      label={label ?? intl.formatMessage({ id: 'field.code' })}
      rules={rules.code}
      description={description}
    >
      {fixedMobile === undefined ? (
        <CodeInput form={form} type={type} mobileField="mobile" onSent={onSent} />
      ) : (
        <CodeInput form={form} type={type} fixedMobile={fixedMobile} onSent={onSent} />
      )}
    </Form.Item>
  );
}

interface MobileCodeFieldsProps {
  form: FormInstance;
  type: CodePurpose;
  mobileLabel?: string;
  codeDescription?: ReactNode;
  onSent?: (mobile: string) => void;
}

/** The `mobile` field and the `code` field whose code is sent to that number. */
export function MobileCodeFields({ form, type, mobileLabel, codeDescription, onSent }: MobileCodeFieldsProps) {
  const intl = useIntl();
  const rules = useAccountRules();
  return (
    <>
      <Form.Item name="mobile" label={mobileLabel ?? intl.formatMessage({ id: 'field.mobile' })} rules={rules.mobile}>
        <Input
          name="mobile"
          type="tel"
          autoComplete="tel"
          clearable
          placeholder={intl.formatMessage({ id: 'webAccount.mobile.placeholder' })}
        />
      </Form.Item>
      <CodeField form={form} type={type} description={codeDescription} onSent={onSent} />
    </>
  );
}
