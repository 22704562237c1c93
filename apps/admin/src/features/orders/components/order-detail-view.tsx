// One order as the back office sees it: every field, the lines, its parcels (shipped from here), what
// paid for it, the QR part's refund after a cancel, every ledger movement under the order's reference,
// and the payment providers' callbacks.
import { Card, Descriptions, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { useOrderDetail, type CallbackRow, type OrderDetail } from '../api/orders.ts';
import { useOrderLabels } from './order-labels.ts';
import { orderStatusTag } from './orders-list.tsx';
import { RefundsCard } from './refunds-card.tsx';
import { ShipmentsCard } from './shipments-card.tsx';

type Payment = OrderDetail['payments'][number];
type Movement = OrderDetail['movements'][number];
type Line = OrderDetail['order']['lines'][number];

const time = (value: string) => <DateTime value={value} />;

export function callbackColumns(t: Translate): TableColumnsType<CallbackRow> {
  return [
    { title: t('adminOrders.col.time'), dataIndex: 'receivedAt', render: time },
    { title: t('adminOrders.col.provider'), dataIndex: 'provider' },
    {
      title: t('adminOrders.col.order'),
      dataIndex: 'orderId',
      render: (id: number | null) => (id ? <Link to={`/orders/${id}`}>{id}</Link> : '—'),
    },
    {
      title: t('adminOrders.col.event'),
      dataIndex: 'eventId',
      ellipsis: true,
      render: (id: string | null) => id ?? '—',
    },
    {
      title: t('adminOrders.col.verified'),
      dataIndex: 'verified',
      render: (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{String(ok)}</Tag>,
    },
    { title: t('adminOrders.col.outcome'), dataIndex: 'outcome', render: (value: string | null) => value ?? '—' },
    {
      title: t('adminOrders.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('adminOrders.col.action'),
      dataIndex: 'action',
      render: (action: string) => <Tag data-testid="callback-action">{action}</Tag>,
    },
  ];
}

type Labels = ReturnType<typeof useOrderLabels>;

function detailColumns(t: Translate, label: Labels) {
  const lineColumns: TableColumnsType<Line> = [
    {
      title: t('adminOrders.col.lines'),
      dataIndex: 'name',
      render: (name: string, line) => `${name} ${line.specText}`,
    },
    { title: '×', dataIndex: 'num' },
    { title: t('adminOrders.col.amount'), dataIndex: 'lineTotal', align: 'right' },
  ];
  const paymentColumns: TableColumnsType<Payment> = [
    { title: t('adminOrders.col.source'), dataIndex: 'source', render: label.source },
    { title: t('adminOrders.col.amount'), dataIndex: 'amount', align: 'right' },
    { title: t('adminOrders.col.state'), dataIndex: 'state' },
    { title: t('adminOrders.col.reference'), dataIndex: 'reference' },
    { title: t('adminOrders.col.time'), dataIndex: 'createdAt', render: time },
  ];
  const movementColumns: TableColumnsType<Movement> = [
    { title: t('adminOrders.col.time'), dataIndex: 'createdAt', render: time },
    { title: t('adminOrders.col.kind'), dataIndex: 'kind', render: label.kind },
    { title: t('adminOrders.col.asset'), dataIndex: 'asset', render: label.asset },
    { title: t('adminOrders.col.amount'), dataIndex: 'amount', align: 'right' },
    { title: t('adminOrders.col.from'), dataIndex: 'from', render: label.account },
    { title: t('adminOrders.col.to'), dataIndex: 'to', render: label.account },
  ];
  return { lineColumns, paymentColumns, movementColumns };
}

function OrderSections({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const { order } = detail;
  const a = order.amounts;
  const label = useOrderLabels();
  const { lineColumns, paymentColumns, movementColumns } = detailColumns(t, label);
  const table = <T extends object>(rows: T[], columns: TableColumnsType<T>, testId: string) => (
    <Table<T>
      size="small"
      rowKey={(row) => JSON.stringify(row)}
      dataSource={rows}
      columns={columns}
      pagination={false}
      data-testid={testId}
      scroll={{ x: 'max-content' }}
    />
  );
  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="order-fields">
          <Descriptions.Item label={t('adminOrders.col.status')}>{orderStatusTag(t, order.status)}</Descriptions.Item>
          <Descriptions.Item label={t('adminOrders.col.member')}>
            <Link to={`/members/${detail.member.memberId}`}>{detail.member.username}</Link> {detail.member.mobile ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminOrders.col.createdAt')}>{time(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('adminOrders.col.paidAt')}>
            {order.paidAt ? time(order.paidAt) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminOrders.detail.transactionNo')}>
            {order.transactionNo ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminOrders.detail.onBehalf')}>{order.onBehalfOf ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('adminOrders.detail.address')}>
            {`${order.address.name} ${order.address.mobile} ${order.address.region} ${order.address.detail}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminOrders.detail.invoice')}>
            {order.invoice.type === 'none'
              ? '—'
              : `${order.invoice.type} ${order.invoice.name} ${order.invoice.taxId} ${order.invoice.email}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminOrders.detail.remark')}>{order.remark || '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('adminOrders.detail.amounts')}>
        <Descriptions size="small" column={{ xs: 2, md: 4 }} data-testid="order-amounts">
          {Object.entries(a).map(([key, value]) => (
            <Descriptions.Item key={key} label={label.amount(key)}>
              {value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title={t('adminOrders.detail.lines')}>{table(order.lines, lineColumns, 'order-lines')}</Card>
      <ShipmentsCard detail={detail} />
      <Card title={t('adminOrders.detail.payments')}>{table(detail.payments, paymentColumns, 'order-payments')}</Card>
      <RefundsCard detail={detail} />
      <Card title={t('adminOrders.detail.movements')}>
        {table(detail.movements, movementColumns, 'order-movements')}
      </Card>
      <Card title={t('adminOrders.detail.callbacks')}>
        {table(detail.callbacks, callbackColumns(t), 'order-callbacks')}
      </Card>
    </Flex>
  );
}

export function OrderDetailView({ orderId }: { orderId: number }) {
  const t = useT();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const detail = useOrderDetail(orderId);
  return (
    <>
      <PageHeader
        title={t('adminOrders.detail.title', { no: detail.data?.order.orderNo ?? String(orderId) })}
        extra={
          <Link to={`/orders${listSearch ? `?${listSearch}` : ''}`}>
            <ArrowLeftOutlined /> {t('adminOrders.detail.back')}
          </Link>
        }
      />
      <QueryState query={detail}>{(data) => <OrderSections detail={data} />}</QueryState>
    </>
  );
}
