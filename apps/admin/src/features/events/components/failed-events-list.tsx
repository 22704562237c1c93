// Failed events: each subscriber's delivery that failed every attempt, with the retry an admin
// starts once the cause is fixed.
import type { HTMLAttributes } from 'react';
import { App, Button, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DateTime } from '../../../components/date-time.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { readPaging, useUrlQuery, writePaging, type Paging } from '../../../lib/url-paging.ts';
import { useFailedEvents, useRetryEvent, type FailedEventRow } from '../api/failed-events.ts';

const readQuery = (params: URLSearchParams): Paging => readPaging(params);
const writeQuery = (query: Paging) => writePaging(new URLSearchParams(), query);

function columns(t: Translate, retry: (row: FailedEventRow) => void): ColumnsType<FailedEventRow> {
  return [
    { title: t('adminEvents.topic'), dataIndex: 'topic' },
    { title: t('adminEvents.key'), dataIndex: 'key' },
    { title: t('adminEvents.subscriber'), dataIndex: 'subscriber' },
    {
      title: t('adminEvents.error'),
      dataIndex: 'error',
      render: (error: string | null) => <Typography.Text type="danger">{error ?? '—'}</Typography.Text>,
    },
    { title: t('adminEvents.attempts'), dataIndex: 'attempts' },
    { title: t('adminEvents.failedAt'), dataIndex: 'failedAt', render: (at: string) => <DateTime value={at} /> },
    {
      key: 'retry',
      title: t('admin.table.actions'),
      render: (_: unknown, row) => (
        <Button size="small" onClick={() => retry(row)} data-testid={`retry-event-${row.id}`}>
          {t('adminEvents.retry')}
        </Button>
      ),
    },
  ];
}

export function FailedEventsList() {
  const t = useT();
  const { modal, message } = App.useApp();
  const { query, show } = useUrlQuery(readQuery, writeQuery);
  const page = useFailedEvents(query);
  const retry = useRetryEvent();
  const confirmRetry = (row: FailedEventRow) =>
    modal.confirm({
      title: t('adminEvents.retryTitle'),
      content: `${row.topic} ${row.key} → ${row.subscriber}`,
      okText: t('adminEvents.retry'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await retry.mutateAsync(row.id);
          void message.success(t('adminEvents.retried'));
        } catch {
          // The client has already shown why.
        }
      },
    });
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">{t('adminEvents.intro')}</Typography.Paragraph>
      <PagedTable<FailedEventRow>
        page={page}
        paging={query}
        onPage={(paging) => show({ ...query, ...paging })}
        rowKey="id"
        columns={columns(t, confirmRetry)}
        empty={t('adminEvents.empty')}
        onRow={(row) =>
          ({
            'data-testid': `failed-event-row-${row.id}`,
            'data-subscriber': row.subscriber,
          }) as HTMLAttributes<HTMLElement>
        }
        data-testid="failed-events"
      />
    </Flex>
  );
}
