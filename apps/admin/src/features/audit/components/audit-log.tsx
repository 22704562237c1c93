import type { HTMLAttributes } from 'react';
import { Button, Empty, Flex, Select } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { ErrorResult } from '../../../components/error-result.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT } from '../../../lib/i18n.ts';
import { readPaging, useUrlQuery, writePaging } from '../../../lib/url-paging.ts';
import { useAuditPage, type AuditEntry, type AuditQuery } from '../api/audit-page.ts';
import { actionLabels } from '../audit-labels.ts';
import { auditColumns } from './audit-columns.tsx';
import { AuditChange } from './audit-change.tsx';

function readQuery(params: URLSearchParams): AuditQuery {
  return { ...readPaging(params), action: params.get('action') || undefined };
}

function writeQuery(query: AuditQuery): URLSearchParams {
  const search = writePaging(new URLSearchParams(), query);
  if (query.action) search.set('action', query.action);
  return search;
}

/** The audit log, newest first, paged and filtered through the address so a view can be shared. */
export function AuditLog() {
  const t = useT();
  const { query, show } = useUrlQuery(readQuery, writeQuery);
  const page = useAuditPage(query);

  const actionText = (action: string) => (actionLabels[action] ? t(actionLabels[action]) : action);

  const columns = auditColumns(t, actionText, (action) => show({ action, pageNum: 1 }));

  const knownActions = Object.keys(actionLabels);
  const actionOptions = [
    ...knownActions,
    ...(query.action && !knownActions.includes(query.action) ? [query.action] : []),
  ].map((action) => ({ value: action, label: actionText(action) }));

  if (page.isError && !page.data) return <ErrorResult error={page.error} onRetry={() => void page.refetch()} />;

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('admin.audit.filterAction')}
          value={query.action}
          onChange={(action: string | undefined) => show({ action, pageNum: 1 })}
          options={actionOptions}
          style={{ minWidth: 220 }}
          data-testid="audit-action-filter"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} loading={page.isFetching}>
          {t('admin.audit.refresh')}
        </Button>
      </Flex>
      <PagedTable<AuditEntry>
        page={page}
        paging={query}
        onPage={show}
        columns={columns}
        empty={<Empty description={t(query.action ? 'admin.audit.emptyFiltered' : 'admin.audit.empty')} />}
        expandable={{
          expandedRowRender: (entry) => <AuditChange before={entry.before} after={entry.after} />,
          expandRowByClick: true,
        }}
        onRow={() => ({ 'data-testid': 'audit-row' }) as HTMLAttributes<HTMLElement>}
      />
    </Flex>
  );
}
