// The feedback inbox: open feedback longest waiting first (the shop's work), answered, closed, or
// all newest first (kept in the address); a row opens the conversation.
import type { HTMLAttributes } from 'react';
import { Empty, Flex, Segmented, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { readPaging, useUrlQuery, writePaging, type Paging } from '../../../lib/url-paging.ts';
import { useFeedbackPage, type FeedbackRow } from '../api/content.ts';

type Filter = 'open' | 'answered' | 'closed' | 'all';
const filters: Filter[] = ['open', 'answered', 'closed', 'all'];
const statusOf: Record<Filter, number | undefined> = { open: 1, answered: 2, closed: 3, all: undefined };
type InboxQuery = Paging & { filter: Filter };

function readQuery(params: URLSearchParams): InboxQuery {
  return { ...readPaging(params), filter: filters.find((known) => known === params.get('filter')) ?? 'open' };
}

function writeQuery(query: InboxQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.filter !== 'open') search.set('filter', query.filter);
  return writePaging(search, query);
}

export function FeedbackStatus({ status, t }: { status: number; t: Translate }) {
  if (status === 1) return <Tag color="orange">{t('adminContent.status.open')}</Tag>;
  if (status === 2) return <Tag color="blue">{t('adminContent.status.answered')}</Tag>;
  return <Tag>{t('adminContent.status.closed')}</Tag>;
}

function columns(t: Translate): TableColumnsType<FeedbackRow> {
  return [
    { title: t('adminContent.col.id'), dataIndex: 'id' },
    {
      title: t('adminContent.col.updatedAt'),
      dataIndex: 'updatedAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('adminContent.col.member'),
      dataIndex: 'member',
      render: (member: FeedbackRow['member']) => `${member.username}${member.mobile ? ` · ${member.mobile}` : ''}`,
    },
    { title: t('adminContent.col.content'), dataIndex: 'content', ellipsis: true, width: 360 },
    {
      title: t('adminContent.col.status'),
      dataIndex: 'status',
      render: (status: number) => <FeedbackStatus status={status} t={t} />,
    },
  ];
}

export function FeedbackInbox() {
  const t = useT();
  const navigate = useNavigate();
  const { query, show } = useUrlQuery(readQuery, writeQuery);
  const page = useFeedbackPage(statusOf[query.filter], query.pageNum, query.pageSize);
  return (
    <Flex vertical gap={16}>
      <Segmented<Filter>
        value={query.filter}
        options={filters.map((filter) => ({ value: filter, label: t(`adminContent.filter.${filter}`) }))}
        onChange={(filter) => show({ filter, pageNum: 1 })}
        data-testid="feedback-filter"
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedTable<FeedbackRow>
        page={page}
        paging={query}
        onPage={(paging) => show(paging)}
        columns={columns(t)}
        empty={<Empty description={t('adminContent.feedback.empty')} />}
        onRow={(row) =>
          ({
            'data-testid': 'feedback-row',
            'data-id': row.id,
            style: { cursor: 'pointer' },
            onClick: () => void navigate(`/content/feedback/${row.id}`),
          }) as HTMLAttributes<HTMLElement>
        }
      />
    </Flex>
  );
}
