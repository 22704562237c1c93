// The after-sales queue: open requests oldest first (the shop's work), refunds waiting to be paid or
// overdue (soonest due first), closed ones, or all, filtered by type (kept in the address); a row
// opens the request.
import type { HTMLAttributes } from 'react';
import { Button, Empty, Flex, Segmented, Select, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { readPaging, useUrlQuery, writePaging } from '../../../lib/url-paging.ts';
import { useAfterSalesPage, type AfterSaleRequest, type AfterSalesQuery, type QueueState } from '../api/after-sales.ts';
import { requestTypes, typeLabels } from '../aftersale-rules.ts';
import { AfterSaleStatus } from './after-sale-tags.tsx';
import { RefundDue } from './refund-due.tsx';

const states: QueueState[] = ['open', 'refundDue', 'overdue', 'final', 'all'];

function readQuery(params: URLSearchParams): AfterSalesQuery {
  const query: AfterSalesQuery = { ...readPaging(params), state: 'open' };
  const type = requestTypes.find((known) => known === params.get('type'));
  if (type) query.type = type;
  const state = states.find((known) => known === params.get('state'));
  if (state) query.state = state;
  return query;
}

function writeQuery(query: AfterSalesQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.type) search.set('type', query.type);
  if (query.state !== 'open') search.set('state', query.state);
  return writePaging(search, query);
}

function columns(t: Translate): TableColumnsType<AfterSaleRequest> {
  return [
    { title: t('adminAfterSale.col.id'), dataIndex: 'id' },
    {
      title: t('adminAfterSale.col.createdAt'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('adminAfterSale.col.member'),
      dataIndex: 'member',
      render: (member: AfterSaleRequest['member']) => `${member.username}${member.mobile ? ` · ${member.mobile}` : ''}`,
    },
    {
      title: t('adminAfterSale.col.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string, request) => (
        // The order opens on its own page; the row's click (the request) is left alone.
        <Link to={`/orders/${request.orderId}`} onClick={(event) => event.stopPropagation()}>
          {orderNo}
        </Link>
      ),
    },
    {
      title: t('adminAfterSale.col.product'),
      dataIndex: 'product',
      ellipsis: true,
      width: 240,
      render: (product: AfterSaleRequest['product']) => `${product.name} ${product.specText}`.trim(),
    },
    {
      title: t('adminAfterSale.col.type'),
      dataIndex: 'type',
      render: (type: AfterSaleRequest['type']) => t(typeLabels[type]),
    },
    {
      title: t('adminAfterSale.col.status'),
      dataIndex: 'status',
      render: (_status: number, request) => <AfterSaleStatus request={request} t={t} />,
    },
    { title: t('adminAfterSale.col.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      title: t('adminAfterSale.col.refundAmount'),
      dataIndex: 'refundAmount',
      align: 'right',
      render: (amount: string, request) => (request.type === 'exchange' ? '—' : amount),
    },
    {
      title: t('adminAfterSale.col.refundDueBy'),
      dataIndex: 'refundDueBy',
      render: (_due: string | undefined, request) => <RefundDue request={request} t={t} />,
    },
  ];
}

export function AfterSalesList() {
  const t = useT();
  const navigate = useNavigate();
  const { params, query, show } = useUrlQuery(readQuery, writeQuery);
  const page = useAfterSalesPage(query);
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <Segmented<QueueState>
          value={query.state}
          options={states.map((state) => ({ value: state, label: t(`adminAfterSale.filter.${state}`) }))}
          onChange={(state) => show({ state, pageNum: 1 })}
          data-testid="after-sales-state"
        />
        <Select
          allowClear
          style={{ width: 200 }}
          value={query.type}
          placeholder={t('adminAfterSale.filter.type')}
          options={requestTypes.map((type) => ({ value: type, label: t(typeLabels[type]) }))}
          onChange={(type?: AfterSaleRequest['type']) => show({ type, pageNum: 1 })}
          data-testid="after-sales-type"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} aria-label="refresh" />
      </Flex>
      <PagedTable<AfterSaleRequest>
        page={page}
        paging={query}
        onPage={(paging) => show(paging)}
        columns={columns(t)}
        empty={<Empty description={t('adminAfterSale.empty')} />}
        onRow={(request) =>
          ({
            'data-testid': 'after-sale-row',
            'data-id': request.id,
            style: { cursor: 'pointer' },
            onClick: () => void navigate(`/after-sales/${request.id}`, { state: { listSearch: params.toString() } }),
          }) as HTMLAttributes<HTMLElement>
        }
      />
    </Flex>
  );
}
