import { useIntl } from 'react-intl';
import type { MemberUser } from '@mall/contracts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { showErrorOnForm } from '@/lib/form-errors.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { useCheckUsername } from '../api/check-username.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useGoBack } from '../hooks/use-go-back.ts';
import { MemberGate } from './member-gate.tsx';
import { ProfileForm } from './profile-form.tsx';

const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;

function Username({ user }: { user: MemberUser }) {
  const intl = useIntl();
  const [form] = Form.useForm<{ username: string }>();
  const checkUsername = useCheckUsername();
  const update = useUpdateProfile();
  const goBack = useGoBack(paths.userinfo);

  const submit = async ({ username }: { username: string }) => {
    const wanted = username.trim();
    if (wanted === user.username) return goBack();
    try {
      const { available } = await checkUsername.mutateAsync(wanted);
      if (!available) {
        form.setFields([{ name: 'username', errors: [intl.formatMessage({ id: 'webAccount.username.taken' })] }]);
        return;
      }
    } catch (error) {
      showErrorOnForm(form, error);
      return;
    }
    update.mutate(
      { username: wanted },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'common.saved' }), 'success');
          goBack();
        },
        onError: (error) => showErrorOnForm(form, error, { USERNAME_TAKEN: 'username' }),
      },
    );
  };

  return (
    <ProfileForm
      form={form}
      initialValues={{ username: user.username }}
      onFinish={(values: { username: string }) => void submit(values)}
      isPending={checkUsername.isPending || update.isPending}
      submitLabel={intl.formatMessage({ id: 'common.save' })}
      submitTestId="username-save"
    >
      <Form.Item
        name="username"
        label={intl.formatMessage({ id: 'field.username' })}
        description={intl.formatMessage({ id: 'webAccount.username.rule' })}
        rules={[
          { required: true, whitespace: true, message: intl.formatMessage({ id: 'webAccount.field.required' }) },
          { pattern: USERNAME_PATTERN, message: intl.formatMessage({ id: 'webAccount.username.rule' }) },
        ]}
      >
        <Input name="username" autoComplete="username" clearable />
      </Form.Item>
    </ProfileForm>
  );
}

/** Chooses the user name used to log in. */
export function UsernameScreen() {
  return <MemberGate>{(user) => <Username user={user} />}</MemberGate>;
}
