import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MemberUser } from '@mall/contracts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { CodeField } from '@/shared/auth/components/code-field.tsx';
import { useAccountRules } from '@/shared/auth/hooks/use-account-rules.ts';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { useGoBack } from '../hooks/use-go-back.ts';
import { MemberGate } from './member-gate.tsx';
import { maskMobile } from './phone-screens.tsx';
import { ProfileForm } from './profile-form.tsx';

type Proof = 'oldPassword' | 'code';

interface PasswordChange {
  oldPassword?: string;
  code?: string;
  password: string;
  confirmPassword: string;
}

function ChangePassword({ user }: { user: MemberUser }) {
  const intl = useIntl();
  const [form] = Form.useForm<PasswordChange>();
  const [proof, setProof] = useState<Proof>('oldPassword');
  const updatePassword = useUpdatePassword();
  const goBack = useGoBack(paths.account);

  const submit = (values: PasswordChange) =>
    updatePassword.mutate(
      {
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(proof === 'code' ? { code: values.code?.trim() } : { oldPassword: values.oldPassword }),
      },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'webAccount.password.changed' }), 'success');
          goBack();
        },
        onError: (error) => showErrorOnForm(form, error, { WRONG_PASSWORD: 'oldPassword', INVALID_CODE: 'code' }),
      },
    );

  return (
    <ProfileForm
      form={form}
      onFinish={submit}
      isPending={updatePassword.isPending}
      submitLabel={intl.formatMessage({ id: 'common.save' })}
      submitTestId="change-password-submit"
      before={
        user.mobile && (
          <Selector
            columns={2}
            value={[proof]}
            onChange={(value) => value[0] && setProof(value[0])}
            options={[
              { label: intl.formatMessage({ id: 'webAccount.password.byOld' }), value: 'oldPassword' },
              { label: intl.formatMessage({ id: 'webAccount.password.byCode' }), value: 'code' },
            ]}
          />
        )
      }
    >
      {proof === 'oldPassword' ? (
        <Form.Item
          name="oldPassword"
          label={intl.formatMessage({ id: 'field.oldPassword' })}
          rules={[{ required: true, message: intl.formatMessage({ id: 'web.login.passwordPlaceholder' }) }]}
        >
          <Input name="oldPassword" type="password" autoComplete="current-password" />
        </Form.Item>
      ) : (
        <CodeField
          form={form}
          type="reset"
          fixedMobile={user.mobile ?? ''}
          label={intl.formatMessage({ id: 'webAccount.password.codeTo' }, { mobile: maskMobile(user.mobile ?? '') })}
        />
      )}
      <NewPasswordItems />
    </ProfileForm>
  );
}

/** The new password, typed twice; they must match. */
function NewPasswordItems() {
  const intl = useIntl();
  const rules = useAccountRules();
  return (
    <>
      <Form.Item
        name="password"
        label={intl.formatMessage({ id: 'webAccount.password.new' })}
        rules={rules.newPassword}
      >
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={intl.formatMessage({ id: 'webAccount.rule.passwordRange' })}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={intl.formatMessage({ id: 'field.confirmPassword' })}
        dependencies={['password']}
        rules={[
          { required: true, message: intl.formatMessage({ id: 'webAccount.password.confirmPlaceholder' }) },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(intl.formatMessage({ id: 'webAccount.rule.passwordMismatch' }))),
          }),
        ]}
      >
        <Input name="confirmPassword" type="password" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** Changes the password, proven by the old one or a code sent to the member's mobile. */
export function ChangePasswordScreen() {
  return <MemberGate>{(user) => <ChangePassword user={user} />}</MemberGate>;
}
