// Paid orders waiting to ship, oldest first (or one found by its number): ship one with its dialog, or many from a CSV. Roles that
// may read orders but not ship them (finance) see the queue without the actions.
import { useState, type HTMLAttributes } from 'react';
import { Button, Empty, Flex, Input, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { readPaging, useUrlQuery, writePaging, type Paging } from '../../../lib/url-paging.ts';
import { useOrdersPage, type OrderSummary } from '../api/orders.ts';
import { useMayShip } from '../api/shipping.ts';
import { BulkShipDialog } from './bulk-ship-dialog.tsx';
import { ShipDialog, type ShipTarget } from './ship-dialog.tsx';

interface QueueQuery extends Paging {
  /** One order by its number, as scanned from a packing slip. */
  orderNo?: string | undefined;
}

function readQueueQuery(params: URLSearchParams): QueueQuery {
  const orderNo = params.get('orderNo')?.trim();
  return { ...readPaging(params), ...(orderNo ? { orderNo } : {}) };
}

function writeQueueQuery(query: QueueQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.orderNo) search.set('orderNo', query.orderNo);
  return writePaging(search, query);
}

function columns(t: Translate, onShip: ((order: OrderSummary) => void) | null): TableColumnsType<OrderSummary> {
  return [
    {
      title: t('adminOrders.col.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string, order) => <Link to={`/orders/${order.orderId}`}>{orderNo}</Link>,
    },
    {
      title: t('adminOrders.col.member'),
      dataIndex: 'username',
      render: (username: string, order) => `${username}${order.mobile ? ` · ${order.mobile}` : ''}`,
    },
    { title: t('adminOrders.col.lines'), dataIndex: 'lines', ellipsis: true, width: 320 },
    { title: t('adminOrders.col.total'), dataIndex: 'orderTotal', align: 'right' },
    {
      title: t('adminOrders.col.paidAt'),
      dataIndex: 'paidAt',
      render: (value: string | null) => <DateTime value={value} />,
    },
    ...(onShip
      ? [
          {
            key: 'ship',
            render: (_: unknown, order: OrderSummary) => (
              <Button
                type="primary"
                size="small"
                icon={<SendOutlined />}
                onClick={() => onShip(order)}
                data-testid="queue-ship"
              >
                {t('adminOrders.ship.open')}
              </Button>
            ),
          },
        ]
      : []),
  ];
}

export function FulfilmentQueue() {
  const t = useT();
  const mayShip = useMayShip();
  const { query, show } = useUrlQuery<QueueQuery>(readQueueQuery, writeQueueQuery);
  const page = useOrdersPage({ ...query, status: 2, sort: 'oldest' });
  const [shipping, setShipping] = useState<ShipTarget | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary" style={{ flex: 1 }}>
          {t('adminOrders.queue.hint')}
        </Typography.Text>
        <Input.Search
          key={query.orderNo ?? ''}
          allowClear
          defaultValue={query.orderNo}
          maxLength={32}
          style={{ width: 240 }}
          placeholder={t('adminOrders.search.orderNo')}
          onSearch={(value) => show({ orderNo: value.trim() || undefined, pageNum: 1 })}
          data-testid="queue-search"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} aria-label="refresh" />
        {mayShip ? (
          <Button icon={<UploadOutlined />} onClick={() => setIsUploading(true)} data-testid="queue-bulk">
            {t('adminOrders.bulk.open')}
          </Button>
        ) : null}
      </Flex>
      <PagedTable<OrderSummary>
        page={page}
        paging={query}
        onPage={show}
        rowKey="orderId"
        columns={columns(
          t,
          mayShip ? (order) => setShipping({ orderId: order.orderId, orderNo: order.orderNo }) : null,
        )}
        empty={<Empty description={t('adminOrders.queue.empty')} />}
        onRow={(order) =>
          ({ 'data-testid': 'queue-row', 'data-order-no': order.orderNo }) as HTMLAttributes<HTMLElement>
        }
      />
      <ShipDialog target={shipping} onClose={() => setShipping(null)} />
      <BulkShipDialog isOpen={isUploading} onClose={() => setIsUploading(false)} />
    </Flex>
  );
}
