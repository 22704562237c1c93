import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from '@/lib/router.tsx';
import type { MemberUser } from '@mall/contracts';
import { sexes } from '@mall/contracts/browser';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Radio from 'antd-mobile/es/components/radio';
import { StatusView } from '@/components/status-view.tsx';
import { AlertIcon } from '@/components/icons.tsx';
import { ApiError, reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { useUpdateCoach } from '../api/update-coach.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useGoBack } from '../hooks/use-go-back.ts';
import { MemberGate } from './member-gate.tsx';
import { fieldTitleId, isEditableField, sexLabelId, type EditableField } from './profile-fields.ts';
import { ProfileForm } from './profile-form.tsx';
import styles from './profile.module.css';

const MAX_NICKNAME = 40;

/** Today as YYYY-MM-DD in the shopper's time zone: a birthday cannot be later. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The form field of each editable field, named as the server names it so its reasons land beside it. */
const formName: Record<EditableField, string> = {
  nickname: 'nickname',
  sex: 'sex',
  birthday: 'birthday',
  email: 'email',
  coach: 'inviteCode',
};

function initialValue(field: EditableField, user: MemberUser): string {
  if (field === 'coach') return '';
  return user[field] ?? '';
}

/** The control of one field; a plain element (not a component) so that Form.Item gives it its value. */
function fieldControl(field: EditableField, intl: IntlShape) {
  switch (field) {
    case 'nickname':
      return <Input name="nickname" maxLength={MAX_NICKNAME} clearable autoComplete="nickname" />;
    case 'email':
      return <Input name="email" type="email" inputMode="email" clearable autoComplete="email" />;
    case 'birthday':
      return <Input name="birthday" type="date" />;
    case 'coach':
      return (
        <Input
          name="inviteCode"
          clearable
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'webAccount.profile.coachPlaceholder' })}
        />
      );
    case 'sex':
      return (
        <Radio.Group>
          <div className={styles.radios} role="radiogroup" aria-label={intl.formatMessage({ id: 'field.sex' })}>
            {sexes.map((sex) => (
              <Radio key={sex} value={sex} data-testid={`field-sex-${sex}`}>
                {intl.formatMessage({ id: sexLabelId[sex] })}
              </Radio>
            ))}
          </div>
        </Radio.Group>
      );
  }
}

/** What each field must satisfy before it is sent. */
function fieldRules(field: EditableField, intl: IntlShape) {
  const required = {
    required: true,
    whitespace: true,
    message: intl.formatMessage({ id: 'webAccount.field.required' }),
  };
  switch (field) {
    case 'email':
      return [required, { type: 'email' as const, message: intl.formatMessage({ id: 'webAccount.rule.email' }) }];
    case 'nickname':
      return [
        required,
        { max: MAX_NICKNAME, message: intl.formatMessage({ id: 'webAccount.rule.nickname' }, { max: MAX_NICKNAME }) },
      ];
    case 'sex':
      return [{ required: true, message: intl.formatMessage({ id: 'webAccount.field.required' }) }];
    case 'birthday':
      return [
        required,
        {
          // ISO dates compare as text; a birthday cannot lie in the future.
          validator: (_rule: unknown, value: string | undefined) =>
            !value || value <= today()
              ? Promise.resolve()
              : Promise.reject(new Error(intl.formatMessage({ id: 'webAccount.rule.birthday' }))),
        },
      ];
    case 'coach':
      return [required];
  }
}

function FieldForm({ field, user }: { field: EditableField; user: MemberUser }) {
  const intl = useIntl();
  const [form] = Form.useForm<Record<string, string>>();
  const update = useUpdateProfile();
  const updateCoach = useUpdateCoach();
  const goBack = useGoBack(paths.userinfo);
  const name = formName[field];
  const isPending = update.isPending || updateCoach.isPending;

  const onError = (error: Error) => {
    // Every reason the server gives here is about the one field on the page.
    if (error instanceof ApiError && !error.isHandled && error.error !== 'NETWORK' && error.error !== 'RATE_LIMITED') {
      form.setFields([{ name, errors: [error.fields[0]?.message ?? error.message] }]);
      return;
    }
    reportError(error);
  };
  const onSuccess = () => {
    showToast(intl.formatMessage({ id: 'common.saved' }), 'success');
    goBack();
  };

  const submit = (values: Record<string, string>) => {
    const value = (values[name] ?? '').trim();
    if (field === 'coach') updateCoach.mutate(value.toUpperCase(), { onSuccess, onError });
    else update.mutate({ [field]: value }, { onSuccess, onError });
  };

  return (
    <ProfileForm
      form={form}
      initialValues={{ [name]: initialValue(field, user) }}
      onFinish={submit}
      isPending={isPending}
      submitLabel={intl.formatMessage({ id: 'common.save' })}
      submitTestId="field-save"
      before={
        <>
          {field === 'coach' && (
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'webAccount.profile.currentCoach' })}</h2>
              <p className={styles.personName} data-testid="field-current-coach">
                {user.coachName
                  ? `${user.coachName} (${user.coachInviteCode ?? ''})`
                  : intl.formatMessage({ id: 'webAccount.profile.notSet' })}
              </p>
            </section>
          )}
        </>
      }
    >
      <Form.Item name={name} label={intl.formatMessage({ id: fieldTitleId[field] })} rules={fieldRules(field, intl)}>
        {fieldControl(field, intl)}
      </Form.Item>
    </ProfileForm>
  );
}

/** The generic editor of one profile field, `?field=nickname|sex|birthday|email|coach`. */
export function FieldScreen() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const field = searchParams.get('field');
  if (!isEditableField(field)) {
    return (
      <StatusView
        testId="field-unknown"
        icon={<AlertIcon />}
        title={intl.formatMessage({ id: 'webAccount.field.unknown' })}
      />
    );
  }
  return <MemberGate>{(user) => <FieldForm key={field} field={field} user={user} />}</MemberGate>;
}
