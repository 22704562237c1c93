import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import type { useT } from '../../../lib/i18n.ts';
import type { AuditEntry } from '../api/audit-page.ts';
import { targetLabels } from '../audit-labels.ts';

/** The columns of the audit log; clicking an action filters the log by it. */
export function auditColumns(
  t: ReturnType<typeof useT>,
  actionText: (action: string) => string,
  onFilterAction: (action: string) => void,
): TableColumnsType<AuditEntry> {
  return [
    {
      title: t('admin.audit.time'),
      dataIndex: 'createdAt',
      render: (createdAt: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <DateTime value={createdAt} />
        </span>
      ),
    },
    {
      title: t('admin.audit.operator'),
      key: 'operator',
      render: (_, entry) =>
        entry.operatorName ?? (entry.operatorId !== null ? `#${entry.operatorId}` : t('admin.audit.system')),
    },
    {
      title: t('admin.audit.action'),
      dataIndex: 'action',
      render: (action: string) => (
        <Tag
          color="blue"
          style={{ cursor: 'pointer' }}
          title={t('admin.audit.filterByThis')}
          onClick={(event) => {
            event.stopPropagation();
            onFilterAction(action);
          }}
        >
          {actionText(action)}
        </Tag>
      ),
    },
    {
      title: t('admin.audit.target'),
      key: 'target',
      render: (_, entry) => (
        <Space size={4}>
          <span>{targetLabels[entry.targetType] ? t(targetLabels[entry.targetType]!) : entry.targetType}</span>
          {entry.targetId !== null ? <Typography.Text code>{entry.targetId}</Typography.Text> : null}
        </Space>
      ),
    },
  ];
}
