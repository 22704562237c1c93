import { useState, type HTMLAttributes } from 'react';
import { App, Empty, Table } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import type { OperatorAccount } from '../api/operators-list.ts';
import { useUpdateOperator } from '../api/update-operator.ts';
import { EditRolesDialog } from './edit-roles-dialog.tsx';
import { operatorColumns } from './operators-columns.tsx';

interface OperatorsTableProps {
  accounts: OperatorAccount[];
  isLoading: boolean;
  /** The operator using the page: they may not disable their own account. */
  currentOperatorId: number | undefined;
}

export function OperatorsTable({ accounts, isLoading, currentOperatorId }: OperatorsTableProps) {
  const t = useT();
  const { modal, message } = App.useApp();
  const update = useUpdateOperator();
  const [editing, setEditing] = useState<OperatorAccount | null>(null);

  const toggleDisabled = (account: OperatorAccount) => {
    const isDisabled = !account.isDisabled;
    modal.confirm({
      title: t(isDisabled ? 'admin.operators.disableTitle' : 'admin.operators.enableTitle', {
        name: account.displayName,
      }),
      content: t(isDisabled ? 'admin.operators.disableContent' : 'admin.operators.enableContent'),
      okText: t(isDisabled ? 'admin.operators.disable' : 'admin.operators.enable'),
      okButtonProps: { danger: isDisabled, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await update.mutateAsync({ id: account.id, isDisabled });
          message.success(
            t(isDisabled ? 'admin.operators.disabled' : 'admin.operators.enabled', { name: account.displayName }),
          );
        } catch {
          // The client has already shown why.
        }
      },
    });
  };

  const columns = operatorColumns(t, {
    currentOperatorId,
    onEditRoles: setEditing,
    onToggleDisabled: toggleDisabled,
  });

  return (
    <>
      <Table<OperatorAccount>
        rowKey="id"
        columns={columns}
        dataSource={accounts}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('common.empty')} /> }}
        onRow={(account) =>
          ({ 'data-testid': 'operator-row', 'data-username': account.username }) as HTMLAttributes<HTMLElement>
        }
      />
      <EditRolesDialog account={editing} onClose={() => setEditing(null)} />
    </>
  );
}
