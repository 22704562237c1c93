import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import type { MemberUser } from '@mall/contracts';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { CodeInput } from '@/shared/auth/components/code-input.tsx';
import { useAccountRules } from '@/shared/auth/hooks/use-account-rules.ts';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { MemberGate } from './member-gate.tsx';
import { maskMobile } from './phone-screens.tsx';
import styles from './profile.module.css';

interface Proof {
  code?: string;
  password?: string;
}

function DeleteAccount({ user }: { user: MemberUser }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<Proof>();
  const rules = useAccountRules();
  const deleteAccount = useDeleteAccount();

  const erase = (proof: Proof) =>
    deleteAccount
      .mutateAsync(user.mobile ? { code: (proof.code ?? '').trim() } : { password: proof.password ?? '' })
      .then(
        () => {
          showToast(intl.formatMessage({ id: 'webAccount.delete.done' }), 'success');
          void navigate(paths.home, { replace: true });
        },
        (error: unknown) => showErrorOnForm(form, error, { INVALID_CODE: 'code', WRONG_PASSWORD: 'password' }),
      );

  // The last word before the account goes: the dialog's code loads only when asked.
  const confirm = (proof: Proof) =>
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        title: intl.formatMessage({ id: 'webAccount.delete.confirmTitle' }),
        content: intl.formatMessage({ id: 'webAccount.delete.confirm' }),
        confirmText: (
          <span data-testid="delete-account-confirm">{intl.formatMessage({ id: 'webAccount.delete.submit' })}</span>
        ),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () => erase(proof),
      }),
    );

  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'webAccount.delete.title' })}</h2>
        <p className={styles.warning}>{intl.formatMessage({ id: 'webAccount.delete.warning' })}</p>
        <p className={styles.muted}>{intl.formatMessage({ id: 'webAccount.delete.kept' })}</p>
      </section>
      <Form
        form={form}
        layout="vertical"
        className={styles.form}
        onFinish={confirm}
        footer={
          <Button
            block
            type="submit"
            color="danger"
            size="large"
            loading={deleteAccount.isPending}
            data-testid="delete-account-submit"
          >
            {intl.formatMessage({ id: 'webAccount.delete.submit' })}
          </Button>
        }
      >
        {user.mobile ? (
          <Form.Item
            name="code"
            label={intl.formatMessage({ id: 'webAccount.password.codeTo' }, { mobile: maskMobile(user.mobile) })}
            rules={rules.code}
          >
            <CodeInput form={form} type="delete" fixedMobile={user.mobile} />
          </Form.Item>
        ) : (
          <Form.Item
            name="password"
            label={intl.formatMessage({ id: 'field.password' })}
            rules={[{ required: true, message: intl.formatMessage({ id: 'web.login.passwordPlaceholder' }) }]}
          >
            <Input name="password" type="password" autoComplete="current-password" />
          </Form.Item>
        )}
      </Form>
    </div>
  );
}

/** Deletes the account after a code (or the password) and a final confirmation; then logged out. */
export function DeleteAccountScreen() {
  return <MemberGate>{(user) => <DeleteAccount user={user} />}</MemberGate>;
}
