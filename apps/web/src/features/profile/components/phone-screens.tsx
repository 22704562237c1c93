import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from '@/lib/router.tsx';
import type { MemberUser } from '@mall/contracts';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useCheckCode } from '@/shared/auth/api/check-code.ts';
import { CodeField, MobileCodeFields } from '@/shared/auth/components/code-field.tsx';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { useBindMobile } from '../api/bind-mobile.ts';
import { MemberGate } from './member-gate.tsx';
import { ProfileForm } from './profile-form.tsx';
import styles from './profile.module.css';

/** +66812345678 → +66812****78: enough to recognise the number, not to read it off a shoulder. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return mobile;
  return `${mobile.slice(0, 6)}****${mobile.slice(-2)}`;
}

/** Router state of cell-phone when the current number was just proven. */
interface VerifiedState {
  isVerified: boolean;
}

function BindingPhone({ user }: { user: MemberUser }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className={styles.screen}>
      <section className={`${styles.card} ${styles.center}`}>
        <p className={styles.muted}>{intl.formatMessage({ id: 'webAccount.phone.current' })}</p>
        <p className={styles.code} data-testid="binding-phone-current">
          {user.mobile ? maskMobile(user.mobile) : intl.formatMessage({ id: 'webAccount.phone.none' })}
        </p>
      </section>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          data-testid="binding-phone-change"
          onClick={() => void navigate(user.mobile ? paths.setVerifyPhone : paths.setCellPhone)}
        >
          {intl.formatMessage({ id: user.mobile ? 'webAccount.phone.change' : 'webAccount.phone.bind' })}
        </Button>
      </div>
    </div>
  );
}

/** The member's mobile number, with the way to change (or first bind) it. */
export function BindingPhoneScreen() {
  return <MemberGate>{(user) => <BindingPhone user={user} />}</MemberGate>;
}

function VerifyPhone({ mobile }: { mobile: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ code: string }>();
  const checkCode = useCheckCode();
  const state: VerifiedState = { isVerified: true };

  const submit = ({ code }: { code: string }) =>
    checkCode.mutate(
      { mobile, type: 'reset', code: code.trim() },
      {
        onSuccess: () => void navigate(paths.setCellPhone, { replace: true, state }),
        onError: (error) => showErrorOnForm(form, error, { INVALID_CODE: 'code' }),
      },
    );

  return (
    <ProfileForm
      form={form}
      onFinish={submit}
      isPending={checkCode.isPending}
      submitLabel={intl.formatMessage({ id: 'webAccount.phone.next' })}
      submitTestId="verify-phone-next"
    >
      <Form.Item label={intl.formatMessage({ id: 'webAccount.phone.current' })}>
        <span data-testid="verify-phone-mobile">{maskMobile(mobile)}</span>
      </Form.Item>
      <CodeField form={form} type="reset" fixedMobile={mobile} />
    </ProfileForm>
  );
}

/** Proves the current number with a code before a new one is bound. */
export function VerifyPhoneScreen() {
  return (
    <MemberGate>
      {(user) => (user.mobile ? <VerifyPhone mobile={user.mobile} /> : <BindingPhone user={user} />)}
    </MemberGate>
  );
}

function CellPhone() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const bindMobile = useBindMobile();

  const submit = ({ mobile, code }: { mobile: string; code: string }) =>
    bindMobile.mutate(
      { mobile: mobile.trim(), code: code.trim() },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'webAccount.phone.bound' }), 'success');
          void navigate(paths.setBindingPhone, { replace: true });
        },
        onError: (error) => showErrorOnForm(form, error, { INVALID_CODE: 'code', MOBILE_TAKEN: 'mobile' }),
      },
    );

  return (
    <ProfileForm
      form={form}
      onFinish={submit}
      isPending={bindMobile.isPending}
      submitLabel={intl.formatMessage({ id: 'webAccount.phone.bind' })}
      submitTestId="cell-phone-submit"
    >
      <MobileCodeFields form={form} type="bind" mobileLabel={intl.formatMessage({ id: 'webAccount.phone.new' })} />
    </ProfileForm>
  );
}

/** Binds a new mobile number with a code sent to it; a member with a number proves it first. */
export function CellPhoneScreen() {
  const location = useLocation();
  const isVerified = (location.state as VerifiedState | null)?.isVerified === true;
  return (
    <MemberGate>
      {(user) => (user.mobile && !isVerified ? <VerifyPhone mobile={user.mobile} /> : <CellPhone />)}
    </MemberGate>
  );
}
