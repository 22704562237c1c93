// Payment reconciliation: every provider callback as it arrived, newest first, with what it did to
// its order (paid, already paid, declined, credited to the balance, ignored, or rejected).
import { Flex, Select } from 'antd';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT } from '../../../lib/i18n.ts';
import { readPaging, useUrlQuery, writePaging, type Paging } from '../../../lib/url-paging.ts';
import { useCallbacksPage, type CallbackRow } from '../api/orders.ts';
import { callbackColumns } from './order-detail-view.tsx';

const actions = ['paid', 'alreadyPaid', 'refundedToBalance', 'declined', 'ignored', 'rejected'];
type Query = Paging & { action?: string };

const readQuery = (params: URLSearchParams): Query => {
  const action = params.get('action');
  return { ...readPaging(params), ...(action && actions.includes(action) ? { action } : {}) };
};
const writeQuery = (query: Query) => {
  const search = new URLSearchParams();
  if (query.action) search.set('action', query.action);
  return writePaging(search, query);
};

export function CallbacksList() {
  const t = useT();
  const { query, show } = useUrlQuery(readQuery, writeQuery);
  const page = useCallbacksPage(query);
  // The callbacks list has no total: pages continue while the server says there is more.
  const withTotal = {
    ...page,
    data: page.data && {
      list: page.data.list,
      total: (query.pageNum - 1) * query.pageSize + page.data.list.length + (page.data.hasMore ? 1 : 0),
    },
  };
  return (
    <Flex vertical gap={16}>
      <Select
        allowClear
        style={{ width: 240 }}
        value={query.action}
        placeholder={t('adminOrders.action.all')}
        options={actions.map((action) => ({ value: action, label: action }))}
        onChange={(action?: string) => show({ pageNum: 1, pageSize: query.pageSize, ...(action ? { action } : {}) })}
        data-testid="callbacks-action"
      />
      <PagedTable<CallbackRow>
        page={withTotal}
        paging={query}
        onPage={(paging) => show({ ...query, ...paging })}
        rowKey="id"
        columns={callbackColumns(t)}
      />
    </Flex>
  );
}
