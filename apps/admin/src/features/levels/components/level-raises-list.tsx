// Raises of members' levels waiting for a second operator: approve (the level rises now) or reject.
// The proposer sees only Reject (withdraw) on their own.
import { App, Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import { useDecideRaise, usePendingRaises, type LevelRaise } from '../api/level-raises.ts';

export function LevelRaisesList() {
  const t = useT();
  const { message } = App.useApp();
  const pending = usePendingRaises();
  const decide = useDecideRaise();
  const operatorId = useMe().data?.id;
  const act = async (raise: LevelRaise, isApproved: boolean) => {
    try {
      await decide.mutateAsync({ id: raise.id, isApproved });
      void message.success(t(isApproved ? 'adminLevels.approved' : 'adminLevels.rejected'));
    } catch {
      // The client has already shown why.
    }
  };
  const columns: TableColumnsType<LevelRaise> = [
    {
      title: t('adminLevels.member'),
      key: 'member',
      render: (_: unknown, raise) => <Link to={`/members/${raise.memberId}`}>{raise.memberName}</Link>,
    },
    {
      title: t('adminLevels.change'),
      key: 'change',
      render: (_: unknown, raise) => (
        <Flex gap={4} align="center">
          <Tag>{raise.fromLevel}</Tag>→<Tag color="gold">{raise.toLevel}</Tag>
        </Flex>
      ),
    },
    { title: t('adminLevels.reason'), dataIndex: 'reason' },
    { title: t('adminLevels.proposedBy'), dataIndex: 'proposedByName' },
    { title: t('adminLevels.proposedAt'), dataIndex: 'proposedAt', render: (at: string) => <DateTime value={at} /> },
    {
      key: 'actions',
      title: t('admin.table.actions'),
      render: (_: unknown, raise) => (
        <Flex gap={8}>
          {raise.proposedBy === operatorId ? null : (
            <Button
              size="small"
              type="primary"
              onClick={() => void act(raise, true)}
              data-testid={`approve-raise-${raise.id}`}
            >
              {t('adminLevels.approve')}
            </Button>
          )}
          <Button size="small" danger onClick={() => void act(raise, false)} data-testid={`reject-raise-${raise.id}`}>
            {t('adminLevels.reject')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('adminLevels.intro')}</Typography.Paragraph>
      <QueryState query={pending} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <Table<LevelRaise>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.list}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="level-raises"
          />
        )}
      </QueryState>
    </Card>
  );
}
