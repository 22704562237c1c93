import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CodePurpose } from '@mall/contracts';
import Button from 'antd-mobile/es/components/button';
import type { FormInstance } from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { ApiError } from '@/lib/api.ts';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { showToast } from '@/lib/toast.ts';
import { useSendCode } from '../api/send-code.ts';
import { useResendTimer } from '../hooks/use-resend-timer.ts';
import styles from './code-input.module.css';

const RESEND_SECONDS = 60;
// The shortest resend wait the shop can be set to (accountLimits.smsCooldownSeconds): a refused send
// with no known wait (e.g. after a reload) may try again after it, never sooner.
const MIN_RESEND_SECONDS = 10;

interface CodeInputProps {
  /** The form holding the number the code goes to (in `mobileField`). */
  form: FormInstance;
  type: CodePurpose;
  /** Name of the form field with the mobile number; absent when the code goes to a fixed number. */
  mobileField?: string;
  /** The number the code goes to when it is not typed in the form (the member's own). */
  fixedMobile?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Called with the number once the server accepted a send (its answer never says whether it has an account). */
  onSent?: (mobile: string) => void;
}

/** The six-digit code field with its send button, which counts down before a code may be resent. */
export function CodeInput({ form, type, mobileField, fixedMobile, value, onChange, onSent }: CodeInputProps) {
  const intl = useIntl();
  const sendCode = useSendCode();
  const { secondsLeft, start } = useResendTimer();
  // The wait the server last named, if a send was answered on this screen: the fallback for a
  // refusal that names no wait of its own.
  const cooldown = useRef(0);

  const send = async () => {
    let mobile = fixedMobile;
    if (mobileField) {
      try {
        await form.validateFields([mobileField]);
      } catch {
        return;
      }
      mobile = String(form.getFieldValue(mobileField) ?? '').trim();
    }
    if (!mobile) return;
    sendCode.mutate(
      { mobile, type },
      {
        onSuccess: (answer) => {
          cooldown.current = answer.resendInSeconds || RESEND_SECONDS;
          start(cooldown.current);
          showToast(intl.formatMessage({ id: 'webAccount.code.sent' }), 'success');
          onSent?.(mobile);
        },
        onError: (error) => {
          // A send inside the cool-down (e.g. after a reload) counts down the wait the server named.
          if (error instanceof ApiError && error.error === 'RATE_LIMITED')
            start(error.retryAfter ?? (cooldown.current || MIN_RESEND_SECONDS));
          showErrorOnForm(form, error, mobileField ? { RATE_LIMITED: mobileField } : {});
        },
      },
    );
  };

  return (
    <div className={styles.row}>
      <Input
        className={styles.input}
        name="code"
        value={value}
        onChange={onChange}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={intl.formatMessage({ id: 'webAccount.code.placeholder' })}
      />
      <Button
        size="small"
        color="primary"
        fill="outline"
        className={styles.send}
        disabled={secondsLeft > 0}
        loading={sendCode.isPending}
        onClick={() => void send()}
        data-testid="send-code"
      >
        {secondsLeft > 0
          ? intl.formatMessage({ id: 'webAccount.code.resendIn' }, { seconds: secondsLeft })
          : intl.formatMessage({ id: 'webAccount.code.send' })}
      </Button>
    </div>
  );
}
