// A member's level history on their page: every change, newest first, with the set order that caused it.
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { MemberDetail } from '../api/member-detail.ts';
import { MemberLevelTag } from './member-tags.tsx';

type LevelChange = MemberDetail['levelChanges'][number];

function Cause({ change }: { change: LevelChange }) {
  const t = useT();
  if (change.causeKind === 'set_order' && change.causeId !== null) {
    return (
      <Link to={`/orders/${change.causeId}`} data-testid="level-change-order">
        {t('adminMembers.detail.levelCause.set_order', { id: change.causeId })}
      </Link>
    );
  }
  return t('adminMembers.detail.levelCause.operator');
}

export function MemberLevelHistory({ changes }: { changes: LevelChange[] }) {
  const t = useT();
  const columns: TableColumnsType<LevelChange> = [
    {
      title: t('adminMembers.detail.levelChangeAt'),
      dataIndex: 'at',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('adminMembers.detail.levelChangeFrom'),
      dataIndex: 'fromLevel',
      render: (level: number) => <MemberLevelTag level={level} />,
    },
    {
      title: t('adminMembers.detail.levelChangeTo'),
      dataIndex: 'toLevel',
      render: (level: number) => <MemberLevelTag level={level} />,
    },
    {
      title: t('adminMembers.detail.levelChangeCause'),
      key: 'cause',
      render: (_: unknown, change: LevelChange) => <Cause change={change} />,
    },
  ];
  return (
    <Card title={t('adminMembers.detail.levelChanges')} data-testid="member-level-changes">
      <Table<LevelChange>
        rowKey={(change) => `${change.at}:${change.toLevel}`}
        size="small"
        columns={columns}
        dataSource={changes}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminMembers.detail.levelChangesEmpty')} />
          ),
        }}
      />
    </Card>
  );
}
