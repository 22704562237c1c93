import type { HTMLAttributes } from 'react';
import { Button, Empty, Flex, Form, Input, Select } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { memberStatuses } from '@mall/contracts';
import { useNavigate } from 'react-router';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT } from '../../../lib/i18n.ts';
import { readPaging, useUrlQuery, writePaging } from '../../../lib/url-paging.ts';
import { useMembersPage, type MembersQuery, type MemberStatus, type MemberSummary } from '../api/members-page.ts';
import { statusLabels } from './member-tags.tsx';
import { memberColumns } from './members-columns.tsx';

/** What a member's page receives from the list, to return to the same search. */
export interface MemberListState {
  listSearch: string;
}

interface SearchForm {
  keyword?: string;
  status?: MemberStatus;
}

function isStatus(text: string | null): text is MemberStatus {
  return memberStatuses.includes(text as MemberStatus);
}

/** The address is the state of the list: a search, a page or a page size can be shared, and back/forward walk through them. */
function readQuery(params: URLSearchParams): MembersQuery {
  const status = params.get('status');
  return {
    ...readPaging(params),
    keyword: params.get('keyword')?.trim() || undefined,
    status: isStatus(status) ? status : undefined,
  };
}

function writeQuery(query: MembersQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.keyword) search.set('keyword', query.keyword);
  if (query.status) search.set('status', query.status);
  return writePaging(search, query);
}

/** Members, newest first: search by user name, mobile or invite code and by status; a row opens the member. */
export function MembersList() {
  const t = useT();
  const navigate = useNavigate();
  const { params, query, show } = useUrlQuery(readQuery, writeQuery);
  const page = useMembersPage(query);

  const search = ({ keyword, status }: SearchForm) =>
    show({ keyword: keyword?.trim() || undefined, status, pageNum: 1 });
  const isFiltered = Boolean(query.keyword || query.status);
  // The member's page links back to this very search and page.
  const backState: MemberListState = { listSearch: params.toString() };

  const columns = memberColumns(t, backState);

  return (
    <Flex vertical gap={16}>
      <MembersSearchForm
        query={query}
        isFiltered={isFiltered}
        onSearch={search}
        onReset={() => show({ keyword: undefined, status: undefined, pageNum: 1 })}
        onRefresh={() => void page.refetch()}
        isRefreshing={page.isFetching && !page.isPending}
      />
      <PagedTable<MemberSummary>
        page={page}
        paging={query}
        onPage={show}
        rowKey="memberId"
        columns={columns}
        empty={
          <Empty
            description={t(isFiltered ? 'adminMembers.emptyFiltered' : 'adminMembers.empty')}
            data-testid="members-empty"
          />
        }
        onRow={(member) =>
          ({
            'data-testid': 'member-row',
            'data-username': member.username,
            style: { cursor: 'pointer' },
            onClick: () => void navigate(`/members/${member.memberId}`, { state: backState }),
          }) as HTMLAttributes<HTMLElement>
        }
      />
    </Flex>
  );
}

interface MembersSearchFormProps {
  query: MembersQuery;
  isFiltered: boolean;
  onSearch: (values: SearchForm) => void;
  onReset: () => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}

function MembersSearchForm({ query, isFiltered, onSearch, onReset, onRefresh, isRefreshing }: MembersSearchFormProps) {
  const t = useT();
  return (
    <Form<SearchForm>
      // Re-created when the address changes (back/forward), so the fields show the search on screen.
      key={`${query.keyword ?? ''}|${query.status ?? ''}`}
      layout="inline"
      initialValues={{ keyword: query.keyword, status: query.status }}
      onFinish={onSearch}
      style={{ rowGap: 8 }}
      data-testid="members-search-form"
    >
      <Form.Item name="keyword">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('adminMembers.search.keyword')}
          maxLength={64}
          style={{ width: 300 }}
          data-testid="members-keyword"
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('adminMembers.search.status')}
          options={memberStatuses.map((status) => ({ value: status, label: t(statusLabels[status]) }))}
          style={{ width: 160 }}
          data-testid="members-status-filter"
        />
      </Form.Item>
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" data-testid="members-search">
            {t('adminMembers.search.submit')}
          </Button>
          <Button onClick={onReset} disabled={!isFiltered}>
            {t('adminMembers.search.reset')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={isRefreshing}>
            {t('adminMembers.refresh')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
