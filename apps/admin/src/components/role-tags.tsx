import { Tag } from 'antd';
import type { OperatorRole } from '@mall/contracts';
import type { MessageId } from '@mall/i18n';
import { useT } from '../lib/i18n.ts';

export const roleLabels: Record<OperatorRole, MessageId> = {
  admin: 'admin.role.admin',
  operator: 'admin.role.operator',
  finance: 'admin.role.finance',
  identity: 'admin.role.identity',
};

const roleColors: Record<OperatorRole, string> = {
  admin: 'red',
  operator: 'blue',
  finance: 'gold',
  identity: 'purple',
};

export function RoleTags({ roles }: { roles: readonly OperatorRole[] }) {
  const t = useT();
  return (
    <>
      {roles.map((role) => (
        <Tag key={role} color={roleColors[role]} style={{ marginInlineEnd: 4 }} data-role={role}>
          {t(roleLabels[role])}
        </Tag>
      ))}
    </>
  );
}
