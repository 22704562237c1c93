// Orders, newest first: filter by status, days, member, product or number (kept in the address),
// export what is filtered as CSV, and open an order.
import type { HTMLAttributes } from 'react';
import { App, Button, DatePicker, Empty, Flex, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { positiveInt, readPaging, useUrlQuery, writePaging } from '../../../lib/url-paging.ts';
import { exportOrders, useOrdersPage, type OrderFilter, type OrdersQuery, type OrderSummary } from '../api/orders.ts';

const filterKeys = ['member', 'product', 'orderNo', 'from', 'to'] as const;

function readQuery(params: URLSearchParams): OrdersQuery {
  const query: OrdersQuery = { ...readPaging(params) };
  const status = positiveInt(params.get('status'));
  if (status && status <= 6) query.status = status;
  for (const key of filterKeys) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

function writeQuery(query: OrdersQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.status) search.set('status', String(query.status));
  for (const key of filterKeys) if (query[key]) search.set(key, query[key]);
  return writePaging(search, query);
}

export function orderStatusTag(t: Translate, status: number) {
  const colors = ['', 'orange', 'blue', 'cyan', 'green', 'default', 'purple'];
  return <Tag color={colors[status]}>{t(`adminOrders.status.${status}` as Parameters<Translate>[0])}</Tag>;
}

function columns(t: Translate): TableColumnsType<OrderSummary> {
  return [
    { title: t('adminOrders.col.orderNo'), dataIndex: 'orderNo' },
    { title: t('adminOrders.col.status'), dataIndex: 'status', render: (status: number) => orderStatusTag(t, status) },
    {
      title: t('adminOrders.col.member'),
      dataIndex: 'username',
      render: (username: string, order) => `${username}${order.mobile ? ` · ${order.mobile}` : ''}`,
    },
    { title: t('adminOrders.col.lines'), dataIndex: 'lines', ellipsis: true, width: 280 },
    { title: t('adminOrders.col.total'), dataIndex: 'orderTotal', align: 'right' },
    { title: t('adminOrders.col.qr'), dataIndex: 'qr', align: 'right' },
    {
      title: t('adminOrders.col.createdAt'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('adminOrders.col.paidAt'),
      dataIndex: 'paidAt',
      render: (value: string | null) => <DateTime value={value} />,
    },
  ];
}

interface SearchValues {
  status?: number;
  member?: string;
  product?: string;
  orderNo?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
}

function filterOf(values: SearchValues): OrderFilter {
  const filter: OrderFilter = {};
  if (values.status) filter.status = values.status;
  for (const key of ['member', 'product', 'orderNo'] as const) {
    const value = values[key]?.trim();
    if (value) filter[key] = value;
  }
  if (values.days?.[0]) filter.from = values.days[0].format('YYYY-MM-DD');
  if (values.days?.[1]) filter.to = values.days[1].format('YYYY-MM-DD');
  return filter;
}

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

export function OrdersList() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { params, query, show } = useUrlQuery(readQuery, writeQuery);
  const page = useOrdersPage(query);
  const { pageNum: _pageNum, pageSize: _pageSize, ...filter } = query;
  const isFiltered = Object.keys(filter).length > 0;

  const runExport = async () => {
    const exported = await exportOrders(filter);
    download(exported.filename, exported.csv);
    void message.success(t('adminOrders.exported', { rows: exported.rows }));
  };

  return (
    <Flex vertical gap={16}>
      <OrdersSearchForm
        query={query}
        formKey={params.toString()}
        isFiltered={isFiltered}
        onSearch={(filter) => show({ ...filter, pageNum: 1, pageSize: query.pageSize })}
        onRefresh={() => void page.refetch()}
        onExport={() => void runExport()}
      />
      <PagedTable<OrderSummary>
        page={page}
        paging={query}
        onPage={(paging) => show({ ...query, ...paging })}
        rowKey="orderId"
        columns={columns(t)}
        empty={<Empty description={t(isFiltered ? 'adminOrders.emptyFiltered' : 'adminOrders.empty')} />}
        onRow={(order) =>
          ({
            'data-testid': 'order-row',
            'data-order-no': order.orderNo,
            style: { cursor: 'pointer' },
            onClick: () => void navigate(`/orders/${order.orderId}`, { state: { listSearch: params.toString() } }),
          }) as HTMLAttributes<HTMLElement>
        }
      />
    </Flex>
  );
}

interface SearchFormProps {
  query: OrdersQuery;
  formKey: string;
  isFiltered: boolean;
  onSearch: (filter: OrderFilter) => void;
  onRefresh: () => void;
  onExport: () => void;
}

function OrdersSearchForm({ query, formKey, isFiltered, onSearch, onRefresh, onExport }: SearchFormProps) {
  const t = useT();
  return (
    <Form<SearchValues>
      key={formKey}
      layout="inline"
      style={{ rowGap: 8 }}
      initialValues={{
        status: query.status,
        member: query.member,
        product: query.product,
        orderNo: query.orderNo,
        days: [query.from ? dayjs(query.from) : null, query.to ? dayjs(query.to) : null],
      }}
      onFinish={(values) => onSearch(filterOf(values))}
      data-testid="orders-search-form"
    >
      <Form.Item name="status">
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('adminOrders.search.status')}
          options={[1, 2, 3, 4, 5, 6].map((status) => ({
            value: status,
            label: t(`adminOrders.status.${status}` as Parameters<Translate>[0]),
          }))}
          data-testid="orders-status"
        />
      </Form.Item>
      <Form.Item name="member">
        <Input allowClear maxLength={64} placeholder={t('adminOrders.search.member')} data-testid="orders-member" />
      </Form.Item>
      <Form.Item name="product">
        <Input allowClear maxLength={64} placeholder={t('adminOrders.search.product')} />
      </Form.Item>
      <Form.Item name="orderNo">
        <Input allowClear maxLength={32} placeholder={t('adminOrders.search.orderNo')} />
      </Form.Item>
      <Form.Item name="days">
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Button type="primary" htmlType="submit" data-testid="orders-search">
        {t('adminOrders.search.submit')}
      </Button>
      <Button onClick={() => onSearch({})} disabled={!isFiltered}>
        {t('adminOrders.search.reset')}
      </Button>
      <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label="refresh" />
      <Button icon={<DownloadOutlined />} onClick={onExport} data-testid="orders-export">
        {t('adminOrders.export')}
      </Button>
    </Form>
  );
}
