import { Badge, Button, Space, Tag, type TableColumnsType } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import { RoleTags } from '../../../components/role-tags.tsx';
import type { useT } from '../../../lib/i18n.ts';
import type { OperatorAccount } from '../api/operators-list.ts';

interface OperatorActions {
  /** The operator using the page: marked "you", and may not disable their own account. */
  currentOperatorId: number | undefined;
  onEditRoles: (account: OperatorAccount) => void;
  onToggleDisabled: (account: OperatorAccount) => void;
}

/** The columns of the operators table, with editing roles and disabling as row actions. */
export function operatorColumns(
  t: ReturnType<typeof useT>,
  { currentOperatorId, onEditRoles, onToggleDisabled }: OperatorActions,
): TableColumnsType<OperatorAccount> {
  return [
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
          <Button type="link" onClick={() => onEditRoles(account)} data-testid="operator-edit-roles">
            {t('admin.operators.editRoles')}
          </Button>
          <Button
            type="link"
            danger={!account.isDisabled}
            disabled={account.id === currentOperatorId}
            onClick={() => onToggleDisabled(account)}
            data-testid="operator-toggle-disabled"
          >
            {t(account.isDisabled ? 'admin.operators.enable' : 'admin.operators.disable')}
          </Button>
        </Space>
      ),
    },
  ];
}
