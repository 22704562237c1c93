import type { ReactNode } from 'react';
import { Table, type TableProps } from 'antd';
import { useT } from '../lib/i18n.ts';
import { PAGE_SIZES, type Paging } from '../lib/url-paging.ts';
import { ErrorResult } from './error-result.tsx';

/** What a paged list query gives the table: one page of rows and how many there are in all. */
interface PageQuery<T> {
  data?: { list: readonly T[]; total: number };
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'scroll'> {
  page: PageQuery<T>;
  paging: Paging;
  onPage: (paging: Paging) => void;
  /** What an empty page says. */
  empty?: ReactNode;
}

/**
 * A server-paged table: a failed first load shows the reason and a retry; later pages keep the last
 * rows on screen while they load. Rows are keyed by their `id`, as every back-office list's are.
 */
export function PagedTable<T extends object>({ page, paging, onPage, empty, ...tableProps }: PagedTableProps<T>) {
  const t = useT();
  if (page.isError && !page.data) return <ErrorResult error={page.error} onRetry={() => void page.refetch()} />;
  return (
    <Table<T>
      rowKey="id"
      {...tableProps}
      locale={empty === undefined ? tableProps.locale : { ...tableProps.locale, emptyText: empty }}
      // No rows yet (not an empty list) while the first page loads: antd then shows the spinner
      // alone, not "no data" under it.
      dataSource={page.data?.list}
      loading={page.isPending || (page.isFetching && page.isPlaceholderData)}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: paging.pageNum,
        pageSize: paging.pageSize,
        total: page.data?.total ?? 0,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (total) => t('admin.table.total', { total }),
        // A new page size starts again from the first page, as the old page number means other rows.
        onChange: (pageNum, pageSize) => onPage({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
      }}
    />
  );
}
