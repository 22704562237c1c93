// A cancelled order's QR refund on its page: the provider and its payment, the state (pending at the
// provider, refunded by it, or credited to the member's cash balance instead), the attempts and why
// the last one failed or why the cash balance took it. Shown only once there is one.
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import { useT, type Translate } from '../../../lib/i18n.ts';
import type { OrderDetail } from '../api/orders.ts';

type Refund = OrderDetail['refunds'][number];

const stateColor = { pending: 'gold', refunded: 'green', to_balance: 'blue' } as const;

const time = (value: string | null) => (value ? <DateTime value={value} /> : '—');

function refundColumns(t: Translate): TableColumnsType<Refund> {
  return [
    { title: t('adminOrders.col.time'), dataIndex: 'createdAt', render: time },
    { title: t('adminOrders.col.provider'), dataIndex: 'provider' },
    { title: t('adminOrders.col.providerRef'), dataIndex: 'providerRef', render: (ref: string | null) => ref ?? '—' },
    { title: t('adminOrders.col.amount'), dataIndex: 'amount', align: 'right' },
    {
      title: t('adminOrders.col.state'),
      dataIndex: 'state',
      render: (state: Refund['state']) => (
        <Tag color={stateColor[state]} data-testid="refund-state" data-state={state}>
          {t(`adminOrders.refund.${state}`)}
        </Tag>
      ),
    },
    {
      title: t('adminOrders.col.providerRefundId'),
      dataIndex: 'providerRefundId',
      render: (id: string | null) => id ?? '—',
    },
    { title: t('adminOrders.col.attempts'), dataIndex: 'attempts', align: 'right' },
    {
      title: t('adminOrders.col.lastError'),
      dataIndex: 'lastError',
      ellipsis: true,
      render: (error: string | null) => error ?? '—',
    },
    {
      title: t('adminOrders.col.nextAttemptAt'),
      dataIndex: 'nextAttemptAt',
      render: (at: string, refund) => (refund.state === 'pending' ? time(at) : '—'),
    },
    { title: t('adminOrders.col.settledAt'), dataIndex: 'settledAt', render: time },
  ];
}

export function RefundsCard({ detail }: { detail: OrderDetail }) {
  const t = useT();
  if (detail.refunds.length === 0) return null;
  return (
    <Card title={t('adminOrders.detail.refunds')}>
      <Table<Refund>
        size="small"
        rowKey="id"
        dataSource={detail.refunds}
        columns={refundColumns(t)}
        pagination={false}
        data-testid="order-refunds"
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
