import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Select,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { historyTypes, ledgerAssets, type HistoryType, type LedgerAsset } from '@mall/contracts';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { ErrorResult } from '../../../components/error-result.tsx';
import { describeFailure } from '../../../lib/failure.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMemberHistory, type HistoryFilter, type MemberHistoryLine } from '../api/member-history.ts';
import { assetLabels, historyTypeLabel } from '../ledger-labels.ts';

/** "member:12" links to that member's ledger; system accounts are named as they are. */
function Counterparty({ value }: { value: string }) {
  const memberId = /^member:(\d+)$/.exec(value)?.[1];
  if (memberId) return <Link to={`/ledger/members/${memberId}`}>{value}</Link>;
  return <Typography.Text code>{value}</Typography.Text>;
}

/** The history table's columns: when, which balance, what, how much, with whom, and the transaction. */
function useHistoryColumns(): TableColumnsType<MemberHistoryLine> {
  const t = useT();
  return [
    {
      title: t('adminLedger.history.createdAt'),
      dataIndex: 'createdAt',
      render: (value: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <DateTime value={value} />
        </span>
      ),
    },
    {
      title: t('adminLedger.history.asset'),
      dataIndex: 'asset',
      render: (asset: LedgerAsset) => t(assetLabels[asset]),
    },
    { title: t('adminLedger.history.type'), dataIndex: 'typeName' },
    {
      title: t('adminLedger.history.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string, line) => (
        <Typography.Text type={line.direction === 'in' ? 'success' : 'danger'} strong style={{ whiteSpace: 'nowrap' }}>
          {line.direction === 'in' ? '+' : '-'}
          {amount}
        </Typography.Text>
      ),
    },
    {
      title: t('adminLedger.history.counterparty'),
      dataIndex: 'counterparty',
      render: (value: string) => <Counterparty value={value} />,
    },
    {
      title: t('adminLedger.history.reference'),
      dataIndex: 'reference',
      render: (value: string | null) => (value ? <Typography.Text code>{value}</Typography.Text> : '—'),
    },
    { title: t('adminLedger.history.transaction'), dataIndex: 'transactionId' },
  ];
}

/** Narrows the history by balance, type and month (UTC). */
function HistoryFilterBar({ filter, onChange }: { filter: HistoryFilter; onChange: (next: HistoryFilter) => void }) {
  const t = useT();
  // Remounts the month picker on reset, since it keeps its own value.
  const [resetCount, setResetCount] = useState(0);
  const isFiltered = Boolean(filter.asset || filter.type || filter.month);
  return (
    <Flex gap={8} wrap>
      <Select<LedgerAsset>
        allowClear
        value={filter.asset}
        placeholder={t('adminLedger.history.allAssets')}
        options={ledgerAssets.map((asset) => ({ value: asset, label: t(assetLabels[asset]) }))}
        onChange={(asset) => onChange({ ...filter, asset })}
        style={{ width: 180 }}
        data-testid="ledger-history-asset"
      />
      <Select<HistoryType>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filter.type}
        placeholder={t('adminLedger.history.allTypes')}
        options={historyTypes.map((type) => ({ value: type, label: t(historyTypeLabel(type)) }))}
        onChange={(type) => onChange({ ...filter, type })}
        style={{ width: 200 }}
        data-testid="ledger-history-type"
      />
      <DatePicker
        key={resetCount}
        picker="month"
        format="YYYY-MM"
        placeholder={t('adminLedger.history.month')}
        onChange={(_, text) => onChange({ ...filter, month: typeof text === 'string' && text ? text : undefined })}
        data-testid="ledger-history-month"
      />
      <Button
        disabled={!isFiltered}
        onClick={() => {
          onChange({});
          setResetCount((count) => count + 1);
        }}
      >
        {t('adminLedger.history.reset')}
      </Button>
    </Flex>
  );
}

/** "Load more" while older lines remain, then a mark that the history ends here. */
function HistoryMore(props: { hasMore: boolean; isLoading: boolean; hasLines: boolean; onMore: () => void }) {
  const t = useT();
  if (props.hasMore) {
    return (
      <Flex justify="center">
        <Button onClick={props.onMore} loading={props.isLoading} data-testid="ledger-history-more">
          {t('adminLedger.history.more')}
        </Button>
      </Flex>
    );
  }
  if (!props.hasLines) return null;
  return (
    <Flex justify="center">
      <Tag bordered={false}>{t('adminLedger.history.end')}</Tag>
    </Flex>
  );
}

/** The member's ledger lines, newest first, narrowed by balance, type and month, with "load more". */
export function MemberHistoryCard({ memberId }: { memberId: number }) {
  const t = useT();
  const [filter, setFilter] = useState<HistoryFilter>({});
  const history = useMemberHistory(memberId, filter);
  const lines = history.data?.pages.flatMap((page) => page.list) ?? [];
  const isFiltered = Boolean(filter.asset || filter.type || filter.month);

  const columns = useHistoryColumns();

  return (
    <Card
      title={t('adminLedger.history.title')}
      data-testid="ledger-history"
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void history.refetch()}
          loading={history.isFetching && !history.isPending && !history.isFetchingNextPage}
          aria-label={t('adminLedger.refresh')}
          title={t('adminLedger.refresh')}
        />
      }
    >
      <Flex vertical gap={16}>
        <HistoryFilterBar filter={filter} onChange={setFilter} />
        <Typography.Text type="secondary">{t('adminLedger.history.monthHint')}</Typography.Text>
        {history.isError && !history.data ? (
          <ErrorResult error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <>
            <Table<MemberHistoryLine>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={lines}
              loading={history.isPending}
              pagination={false}
              scroll={{ x: 'max-content' }}
              onRow={(line) => ({ 'data-testid': 'ledger-history-row', 'data-line-id': line.id }) as object}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t(isFiltered ? 'adminLedger.history.emptyFiltered' : 'adminLedger.history.empty')}
                    data-testid="ledger-history-empty"
                  />
                ),
              }}
            />
            {history.isFetchNextPageError ? (
              <Alert
                type="error"
                showIcon
                title={describeFailure(history.error, t)}
                action={
                  <Button size="small" onClick={() => void history.fetchNextPage()}>
                    {t('common.retry')}
                  </Button>
                }
              />
            ) : null}
            <HistoryMore
              hasMore={history.hasNextPage}
              isLoading={history.isFetchingNextPage}
              hasLines={lines.length > 0}
              onMore={() => void history.fetchNextPage()}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
