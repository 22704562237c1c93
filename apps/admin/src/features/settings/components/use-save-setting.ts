import { App, type FormInstance } from 'antd';
import { ApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { useUpdateSetting, type SettingChange } from '../api/update-setting.ts';
import type { SettingField } from '../setting-fields.ts';
import { cleanValue, InvalidJson, valueFieldErrors } from '../setting-value.ts';

/** Saving one setting: checks the value, asks for confirmation, then saves and reports how it went. */
export function useSaveSetting(field: SettingField, form: FormInstance<{ value: unknown }>, label: string) {
  const t = useT();
  const { modal, message } = App.useApp();
  const update = useUpdateSetting();

  const save = async () => {
    // The typed controls check their own bounds first; the server still decides.
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const value = cleanValue(field.kind, form.getFieldValue('value'), field.parts);
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
  return { save, isSaving: update.isPending };
}
