import { App, AutoComplete, Button, Card, Form, Input, Typography } from 'antd';
import { adminMembers } from '@mall/contracts';
import { ApiError } from '../../../lib/api.ts';
import { formErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSetOauthClientSecret, type OauthClientSecretInput } from '../api/set-oauth-client-secret.ts';

export interface OauthProviderChoice {
  key: string;
  name: string;
}

type FormField = keyof OauthClientSecretInput;
const isFormField = (name: unknown): name is FormField => name === 'provider' || name === 'secret';
// The call always has a body; its provider field carries the rule the server applies.
const providerSchema = adminMembers.setOauthClientSecret.body!.shape.provider;

/**
 * Stores the client secret of a third-party login provider. Write-only: the server never answers
 * a secret, so the field starts empty and is cleared again once saved.
 */
export function OauthClientSecretCard({ providers }: { providers: readonly OauthProviderChoice[] }) {
  const t = useT();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<OauthClientSecretInput>();
  const save = useSetOauthClientSecret();

  const confirm = ({ provider, secret }: OauthClientSecretInput) => {
    const key = provider.trim();
    modal.confirm({
      title: t('adminMembers.oauthSecret.confirmTitle', { provider: key }),
      content: t('adminMembers.oauthSecret.confirmContent', { provider: key }),
      okText: t('adminMembers.oauthSecret.save'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: async () => {
        try {
          await save.mutateAsync({ provider: key, secret });
          form.setFieldValue('secret', '');
          message.success(t('adminMembers.oauthSecret.saved', { provider: key }));
        } catch (error) {
          // The reason is already shown as a message; the bad field is marked too.
          if (error instanceof ApiError)
            form.setFields(formErrors(error.fields, (path) => (isFormField(path[0]) ? path[0] : null)));
        }
      },
    });
  };

  return (
    <Card title={t('adminMembers.oauthSecret.title')} style={{ marginBottom: 16 }} data-testid="oauth-secret-card">
      <Typography.Paragraph type="secondary">{t('adminMembers.oauthSecret.hint')}</Typography.Paragraph>
      <Form<OauthClientSecretInput>
        form={form}
        layout="vertical"
        onFinish={confirm}
        disabled={save.isPending}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          name="provider"
          label={t('adminMembers.oauthSecret.provider')}
          rules={[
            { required: true, whitespace: true, message: t('adminMembers.oauthSecret.providerRequired') },
            {
              validator: (_, value: string | undefined) =>
                !value || providerSchema.safeParse(value).success
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('adminMembers.oauthSecret.providerInvalid'))),
            },
          ]}
        >
          <AutoComplete
            options={providers.map((provider) => ({
              value: provider.key,
              label: `${provider.name} (${provider.key})`,
            }))}
            placeholder={t('adminMembers.oauthSecret.providerPlaceholder')}
            showSearch={{
              filterOption: (input, option) => String(option?.value ?? '').includes(input.trim().toLowerCase()),
            }}
            data-testid="oauth-secret-provider"
          />
        </Form.Item>
        <Form.Item
          name="secret"
          label={t('adminMembers.oauthSecret.secret')}
          rules={[{ required: true, message: t('adminMembers.oauthSecret.secretRequired') }]}
        >
          <Input.Password
            autoComplete="new-password"
            maxLength={500}
            visibilityToggle={false}
            data-testid="oauth-secret-value"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="oauth-secret-save">
          {t('adminMembers.oauthSecret.save')}
        </Button>
      </Form>
    </Card>
  );
}
