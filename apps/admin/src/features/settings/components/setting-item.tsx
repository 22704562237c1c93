import type { ReactNode } from 'react';
import { App, Button, Flex, Form, Input, InputNumber, Select, Space, Switch, Tag, Typography } from 'antd';
import { settingAccess } from '@mall/contracts';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { isSameValue } from '../../../lib/json.ts';
import type { SettingRow } from '../api/settings-list.ts';
import { useUpdateSetting, type SettingChange } from '../api/update-setting.ts';
import type { SettingField } from '../setting-fields.ts';
import { cleanValue, InvalidJson, toFormValue, valueFieldErrors } from '../setting-value.ts';
import { AdvertisementFields } from './advertisement-fields.tsx';
import { LocalizedTextFields } from './localized-text-fields.tsx';
import { MemberLevelsFields } from './member-levels-fields.tsx';

interface SettingItemProps {
  field: SettingField;
  row: SettingRow;
  /** False when the caller's roles may read the setting but not change it. */
  canEdit: boolean;
}

interface SettingForm {
  value: unknown;
}

/** One setting with its own form and Save button: each setting is saved, confirmed and audited on its own. */
export function SettingItem({ field, row, canEdit }: SettingItemProps) {
  const t = useT();
  const intl = useIntl();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<SettingForm>();
  const update = useUpdateSetting();

  const initialValue = toFormValue(field.kind, row.value);
  const current: unknown = Form.useWatch('value', form);
  const isDirty =
    current !== undefined && !isSameValue(cleanValue(field.kind, current), cleanValue(field.kind, initialValue));
  const label = field.label ? t(field.label) : field.key;
  const testId = `setting-${field.key}`;

  const save = () => {
    const value = cleanValue(field.kind, form.getFieldValue('value'));
    if (value instanceof InvalidJson) {
      form.setFields([{ name: 'value', errors: [t('admin.settings.invalidJson')] }]);
      return;
    }
    modal.confirm({
      title: t('admin.settings.confirmTitle', { label }),
      content: t('admin.settings.confirmContent'),
      okText: t('common.save'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: async () => {
        try {
          const saved = await update.mutateAsync({ key: field.key, value } as SettingChange);
          // A money control only takes effect once a second admin approves it: the form shows the value in force.
          if (saved.pendingChangeId) {
            form.resetFields();
            message.success(t('admin.settings.proposed'));
          } else {
            message.success(t('admin.settings.saved', { label }));
          }
        } catch (error) {
          // The reason is already shown as a message; the bad field is marked too.
          if (error instanceof ApiError) form.setFields(valueFieldErrors(field.key, field.kind, error.fields));
        }
      },
    });
  };

  const actions = (
    <Space>
      {isDirty ? (
        <Button onClick={() => form.resetFields()} data-testid={`reset-${field.key}`}>
          {t('admin.settings.discard')}
        </Button>
      ) : null}
      <Button
        type="primary"
        onClick={save}
        disabled={!isDirty || !canEdit}
        loading={update.isPending}
        data-testid={`save-${field.key}`}
      >
        {t('common.save')}
      </Button>
    </Space>
  );

  const savedAt = row.updatedAt
    ? t('admin.settings.savedAt', { time: intl.formatDate(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })
    : t('admin.settings.isDefault');
  const isMoneyControl = settingAccess(field.key) === 'money';
  // Secrets are never sent to the editor: it shows whether each is stored, and an empty field keeps it.
  const secrets = row.secrets ? (
    <Space wrap size={[8, 4]} style={{ marginTop: 8 }}>
      {Object.entries(row.secrets).map(([name, isSet]) => (
        <Tag key={name} color={isSet ? 'green' : 'default'} data-testid={`secret-${field.key}-${name}`}>
          {name}: {t(isSet ? 'admin.settings.secretSet' : 'admin.settings.secretNotSet')}
        </Tag>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('admin.settings.secretHint')}
      </Typography.Text>
    </Space>
  ) : null;
  const extra = (
    <>
      {field.hint ? <div>{t(field.hint)}</div> : null}
      {isMoneyControl ? <div>{t('admin.settings.twoAdmins')}</div> : null}
      {row.pendingChangeId ? (
        <Tag color="orange" data-testid={`pending-${field.key}`}>
          {t('admin.settings.waiting')}
        </Tag>
      ) : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {savedAt}
      </Typography.Text>
    </>
  );

  // Short values sit on one line with their buttons; the hint and when it was saved go under them.
  // A switch is shorter than the buttons, so it is centred beside them.
  const inlineItem = (control: ReactNode, below?: ReactNode) => (
    <Form.Item label={label} extra={extra} htmlFor={`${field.key}_value`}>
      <Flex gap={field.kind === 'switch' ? 16 : 8} align={field.kind === 'switch' ? 'center' : 'start'}>
        {control}
        {actions}
      </Flex>
      {below}
    </Form.Item>
  );
  // Larger editors say what they are for first, and end with when they were saved and the buttons.
  const blockItem = (editor: ReactNode) => (
    <Form.Item label={label}>
      {field.hint ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t(field.hint)}
        </Typography.Paragraph>
      ) : null}
      {editor}
      {secrets}
      <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 12 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {savedAt}
        </Typography.Text>
        {actions}
      </Flex>
    </Form.Item>
  );

  let body: ReactNode;
  switch (field.kind) {
    case 'text':
    case 'image':
      body = inlineItem(
        <Form.Item name="value" noStyle normalize={field.normalize}>
          <Input
            inputMode={field.inputMode}
            placeholder={field.placeholder}
            data-testid={testId}
            style={{ maxWidth: 480 }}
          />
        </Form.Item>,
        field.kind === 'image' && typeof current === 'string' && current !== '' ? (
          <img
            src={current}
            alt=""
            style={{ marginTop: 8, maxHeight: 96, maxWidth: 240, objectFit: 'contain', display: 'block' }}
          />
        ) : null,
      );
      break;
    case 'switch':
      body = inlineItem(
        <Form.Item name="value" valuePropName="checked" noStyle>
          <Switch data-testid={testId} />
        </Form.Item>,
      );
      break;
    case 'money':
      body = inlineItem(
        <Form.Item name="value" noStyle>
          <InputNumber<string>
            stringMode
            min="0"
            precision={2}
            placeholder={field.placeholder}
            data-testid={testId}
            style={{ width: 220 }}
          />
        </Form.Item>,
      );
      break;
    case 'tags':
      body = inlineItem(
        <Form.Item
          name="value"
          noStyle
          normalize={(values: string[]) => values.map((value) => field.normalize?.(value) ?? value)}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            open={false}
            suffixIcon={null}
            data-testid={testId}
            style={{ maxWidth: 480 }}
          />
        </Form.Item>,
      );
      break;
    case 'json':
      body = blockItem(
        <Form.Item name="value" noStyle>
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 24 }}
            spellCheck={false}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 }}
            data-testid={testId}
          />
        </Form.Item>,
      );
      break;
    default:
      body = blockItem(
        <>
          {field.kind === 'localizedText' ? <LocalizedTextFields name={['value']} testId={testId} /> : null}
          {field.kind === 'advertisement' ? <AdvertisementFields testId={testId} /> : null}
          {field.kind === 'memberLevels' ? <MemberLevelsFields testId={testId} /> : null}
        </>,
      );
  }

  return (
    <Form<SettingForm>
      form={form}
      name={field.key}
      layout="vertical"
      initialValues={{ value: initialValue }}
      disabled={update.isPending || !canEdit}
      data-testid={`setting-form-${field.key}`}
    >
      {body}
    </Form>
  );
}
