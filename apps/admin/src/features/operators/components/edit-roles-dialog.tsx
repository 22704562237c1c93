import { App, Checkbox, Form, Modal } from 'antd';
import { operatorRoles, type OperatorRole } from '@mall/contracts';
import { roleLabels } from '../../../components/role-tags.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { OperatorAccount } from '../api/operators-list.ts';
import { useUpdateOperator } from '../api/update-operator.ts';

interface EditRolesDialogProps {
  /** The account being edited; the dialog is closed when there is none. */
  account: OperatorAccount | null;
  onClose: () => void;
}

export function EditRolesDialog({ account, onClose }: EditRolesDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ roles: OperatorRole[] }>();
  const update = useUpdateOperator();

  const submit = ({ roles }: { roles: OperatorRole[] }) => {
    if (!account) return;
    update.mutate(
      { id: account.id, roles },
      {
        onSuccess: (updated) => {
          const name = updated.operator?.displayName;
          message.success(name ? t('admin.operators.rolesSaved', { name }) : t('admin.operators.proposed'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={account !== null}
      title={account ? t('admin.operators.editRolesTitle', { name: account.displayName }) : null}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={update.isPending}
      okButtonProps={{ 'data-testid': 'operator-roles-submit' }}
      destroyOnHidden
    >
      {account ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ roles: account.roles }}
          disabled={update.isPending}
        >
          <Form.Item
            name="roles"
            label={t('admin.operators.roles')}
            extra={t('admin.operators.rolesHint')}
            rules={[{ required: true, type: 'array', min: 1, message: t('admin.operators.rolesRequired') }]}
          >
            <Checkbox.Group options={operatorRoles.map((role) => ({ value: role, label: t(roleLabels[role]) }))} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
