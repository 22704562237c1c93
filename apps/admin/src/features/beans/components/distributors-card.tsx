// Distributors: members allowed to assign beans to a friend or upline. Operators add one by member
// id and remove one; each change is audited.
import { useState } from 'react';
import { App, Button, Card, Flex, InputNumber, Table, type TableColumnsType } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDistributors, useSetDistributor } from '../api/beans.ts';

interface Distributor {
  memberId: number;
  nickname: string;
  mobile: string | null;
  since: string;
}

export function DistributorsCard() {
  const t = useT();
  const { message } = App.useApp();
  const distributors = useDistributors();
  const change = useSetDistributor();
  const [memberId, setMemberId] = useState<number | null>(null);
  const apply = async (id: number, isDistributor: boolean) => {
    try {
      await change.mutateAsync({ memberId: id, isDistributor });
      void message.success(t('adminBeans.saved'));
      if (isDistributor) setMemberId(null);
    } catch {
      // The client has already shown why.
    }
  };
  const columns: TableColumnsType<Distributor> = [
    { title: t('adminBeans.memberId'), dataIndex: 'memberId' },
    { title: t('adminBeans.nickname'), dataIndex: 'nickname' },
    { title: t('adminBeans.mobile'), dataIndex: 'mobile', render: (m: string | null) => m ?? '-' },
    { title: t('adminBeans.since'), dataIndex: 'since', render: (at: string) => <DateTime value={at} /> },
    {
      key: 'actions',
      title: t('admin.table.actions'),
      render: (_: unknown, row) => (
        <Button size="small" danger onClick={() => void apply(row.memberId, false)}>
          {t('adminBeans.remove')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('adminBeans.distributors')} style={{ marginTop: 16 }}>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <InputNumber<number>
          min={1}
          placeholder={t('adminBeans.memberId')}
          value={memberId}
          onChange={setMemberId}
          data-testid="beans-distributor-member"
        />
        <Button type="primary" disabled={!memberId} onClick={() => memberId && void apply(memberId, true)}>
          {t('adminBeans.add')}
        </Button>
      </Flex>
      <QueryState query={distributors} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <Table<Distributor>
            rowKey="memberId"
            size="small"
            columns={columns}
            dataSource={data.list}
            pagination={false}
            data-testid="beans-distributors"
          />
        )}
      </QueryState>
    </Card>
  );
}
