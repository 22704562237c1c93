import { useState, type HTMLAttributes } from 'react';
import { App, Badge, Button, Empty, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import { RoleTags } from '../../../components/role-tags.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { OperatorAccount } from '../api/operators-list.ts';
import { useUpdateOperator } from '../api/update-operator.ts';
import { EditRolesDialog } from './edit-roles-dialog.tsx';

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

  const columns: TableColumnsType<OperatorAccount> = [
    { title: 'ID', dataIndex: 'id', width: 72 },
    {
      title: t('admin.operators.username'),
      dataIndex: 'username',
      render: (username: string, account) => (
        <Space size={4}>
          {username}
          {account.id === currentOperatorId ? <Tag>{t('admin.operators.you')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('admin.operators.displayName'), dataIndex: 'displayName' },
    {
      title: t('admin.operators.roles'),
      dataIndex: 'roles',
      render: (_, account) => <RoleTags roles={account.roles} />,
    },
    {
      title: t('admin.operators.status'),
      dataIndex: 'isDisabled',
      render: (isDisabled: boolean) =>
        isDisabled ? (
          <Badge status="default" text={t('admin.operators.statusDisabled')} />
        ) : (
          <Badge status="success" text={t('admin.operators.statusActive')} />
        ),
    },
    {
      title: t('admin.operators.createdAt'),
      dataIndex: 'createdAt',
      render: (createdAt: string) => <DateTime value={createdAt} />,
    },
    {
      title: t('admin.table.actions'),
      key: 'actions',
      render: (_, account) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setEditing(account)} data-testid="operator-edit-roles">
            {t('admin.operators.editRoles')}
          </Button>
          <Button
            type="link"
            danger={!account.isDisabled}
            disabled={account.id === currentOperatorId}
            onClick={() => toggleDisabled(account)}
            data-testid="operator-toggle-disabled"
          >
            {t(account.isDisabled ? 'admin.operators.enable' : 'admin.operators.disable')}
          </Button>
        </Space>
      ),
    },
  ];

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
