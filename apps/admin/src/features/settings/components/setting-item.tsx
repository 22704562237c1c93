import type { ReactNode } from 'react';
import { Button, Flex, Form, Space, Tag, Typography } from 'antd';
import { settingAccess } from '@mall/contracts';
import { useIntl } from 'react-intl';
import { useT } from '../../../lib/i18n.ts';
import { isSameValue } from '../../../lib/json.ts';
import type { SettingRow } from '../api/settings-list.ts';
import type { SettingField } from '../setting-fields.ts';
import { cleanValue, toFormValue } from '../setting-value.ts';
import { blockEditor, imagePreview, inlineEditor } from './setting-editors.tsx';
import { useSaveSetting } from './use-save-setting.ts';

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
  const [form] = Form.useForm<SettingForm>();
  const label = field.label ? t(field.label) : field.key;
  const { save, isSaving } = useSaveSetting(field, form, label);

  const initialValue = toFormValue(field.kind, row.value, field.parts);
  const current: unknown = Form.useWatch('value', form);
  const isDirty =
    current !== undefined &&
    !isSameValue(cleanValue(field.kind, current, field.parts), cleanValue(field.kind, initialValue, field.parts));
  const testId = `setting-${field.key}`;

  const actions = (
    <Space>
      {isDirty ? (
        <Button onClick={() => form.resetFields()} data-testid={`reset-${field.key}`}>
          {t('admin.settings.discard')}
        </Button>
      ) : null}
      <Button
        type="primary"
        onClick={() => void save()}
        disabled={!isDirty || !canEdit}
        loading={isSaving}
        data-testid={`save-${field.key}`}
      >
        {t('common.save')}
      </Button>
    </Space>
  );
  const savedAt = row.updatedAt
    ? t('admin.settings.savedAt', { time: intl.formatDate(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })
    : t('admin.settings.isDefault');
  const layout = { field, row, label, actions, savedAt };
  const inline = inlineEditor(field, testId);

  return (
    <Form<SettingForm>
      form={form}
      name={field.key}
      layout="vertical"
      initialValues={{ value: initialValue }}
      disabled={isSaving || !canEdit}
      data-testid={`setting-form-${field.key}`}
    >
      {inline !== null ? (
        <InlineItem {...layout} control={inline} below={imagePreview(field, current)} />
      ) : (
        <BlockItem {...layout} editor={blockEditor(field, testId)} />
      )}
    </Form>
  );
}

interface LayoutProps {
  field: SettingField;
  row: SettingRow;
  label: string;
  actions: ReactNode;
  savedAt: string;
}

// Short values sit on one line with their buttons; the hint and when it was saved go under them.
// A switch is shorter than the buttons, so it is centred beside them.
function InlineItem({
  field,
  row,
  label,
  actions,
  savedAt,
  control,
  below,
}: LayoutProps & { control: ReactNode; below: ReactNode }) {
  const t = useT();
  const extra = (
    <>
      {field.hint ? <div>{t(field.hint)}</div> : null}
      {settingAccess(field.key) === 'money' ? <div>{t('admin.settings.twoAdmins')}</div> : null}
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
  return (
    <Form.Item label={label} extra={extra} htmlFor={`${field.key}_value`}>
      <Flex gap={field.kind === 'switch' ? 16 : 8} align={field.kind === 'switch' ? 'center' : 'start'}>
        {control}
        {actions}
      </Flex>
      {below}
    </Form.Item>
  );
}

// Larger editors say what they are for first, and end with when they were saved and the buttons.
function BlockItem({ field, row, label, actions, savedAt, editor }: LayoutProps & { editor: ReactNode }) {
  const t = useT();
  return (
    <Form.Item label={label}>
      {field.hint ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t(field.hint)}
        </Typography.Paragraph>
      ) : null}
      {editor}
      {row.secrets ? <SecretStates settingKey={field.key} secrets={row.secrets} /> : null}
      <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 12 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {savedAt}
        </Typography.Text>
        {actions}
      </Flex>
    </Form.Item>
  );
}

// Secrets are never sent to the editor: it shows whether each is stored, and an empty field keeps it.
function SecretStates({ settingKey, secrets }: { settingKey: string; secrets: Record<string, boolean> }) {
  const t = useT();
  return (
    <Space wrap size={[8, 4]} style={{ marginTop: 8 }}>
      {Object.entries(secrets).map(([name, isSet]) => (
        <Tag key={name} color={isSet ? 'green' : 'default'} data-testid={`secret-${settingKey}-${name}`}>
          {name}: {t(isSet ? 'admin.settings.secretSet' : 'admin.settings.secretNotSet')}
        </Tag>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('admin.settings.secretHint')}
      </Typography.Text>
    </Space>
  );
}
