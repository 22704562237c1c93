import { useState, type HTMLAttributes } from 'react';
import { Button, Empty, Flex, Form, InputNumber, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { adjustmentStatuses } from '@mall/contracts';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT } from '../../../lib/i18n.ts';
import { positiveInt, readPaging, useUrlQuery, writePaging } from '../../../lib/url-paging.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import {
  useAdjustmentsPage,
  type Adjustment,
  type AdjustmentsQuery,
  type AdjustmentStatus,
} from '../api/adjustments-page.ts';
import { assetLabels, directionLabels, reasonLabels, statusLabels } from '../ledger-labels.ts';
import { AdjustmentDecisionDialog, type PendingDecision } from './adjustment-decision-dialog.tsx';

function isStatus(text: string | null): text is AdjustmentStatus {
  return adjustmentStatuses.includes(text as AdjustmentStatus);
}

/** The address is the state of the list, so a tab, a member or a page can be bookmarked and shared. */
function readQuery(params: URLSearchParams): AdjustmentsQuery {
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : 'pending',
    ...readPaging(params),
    memberId: positiveInt(params.get('memberId')),
  };
}

function writeQuery(query: AdjustmentsQuery): URLSearchParams {
  const search = new URLSearchParams({ status: query.status });
  if (query.memberId) search.set('memberId', String(query.memberId));
  return writePaging(search, query);
}

function WhoAndWhen({ name, at, note }: { name: string; at: string | null; note?: string | null }) {
  return (
    <Flex vertical style={{ whiteSpace: 'nowrap' }}>
      <span>{name}</span>
      <Typography.Text type="secondary">
        <DateTime value={at} />
      </Typography.Text>
      {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
    </Flex>
  );
}

/** Manual adjustments by status; pending ones are approved or rejected by an operator who did not ask for them. */
export function AdjustmentsList() {
  const t = useT();
  const { data: operator } = useMe();
  const { query, show } = useUrlQuery(readQuery, writeQuery);
  const page = useAdjustmentsPage(query);
  // The last decision stays set while its dialog closes, so the dialog does not change text on its way out.
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const [isDeciding, setIsDeciding] = useState(false);
  const openDecision = (next: PendingDecision) => {
    setDecision(next);
    setIsDeciding(true);
  };

  const isPendingTab = query.status === 'pending';

  const columns: TableColumnsType<Adjustment> = [
    { title: t('adminLedger.column.id'), dataIndex: 'id' },
    {
      title: t('adminLedger.column.member'),
      dataIndex: 'memberId',
      render: (memberId: number) => (
        <Link to={`/ledger/members/${memberId}`} data-testid="adjustment-member">
          {t('adminLedger.member.label', { memberId })}
        </Link>
      ),
    },
    {
      title: t('adminLedger.field.asset'),
      dataIndex: 'asset',
      render: (asset: Adjustment['asset']) => t(assetLabels[asset]),
    },
    {
      title: t('adminLedger.field.direction'),
      dataIndex: 'direction',
      render: (direction: Adjustment['direction']) => (
        <Tag color={direction === 'credit' ? 'green' : 'red'}>{t(directionLabels[direction])}</Tag>
      ),
    },
    {
      title: t('adminLedger.field.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => (
        <Typography.Text strong data-testid="adjustment-amount">
          {amount}
        </Typography.Text>
      ),
    },
    {
      title: t('adminLedger.field.reasonCode'),
      dataIndex: 'reasonCode',
      render: (code: Adjustment['reasonCode']) => t(reasonLabels[code]),
    },
    {
      title: t('adminLedger.field.note'),
      dataIndex: 'note',
      width: 240,
      render: (note: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: note }} style={{ margin: 0 }}>
          {note}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('adminLedger.column.requestedBy'),
      key: 'requestedBy',
      render: (_, adjustment) => (
        <Space vertical size={2}>
          <WhoAndWhen name={adjustment.requestedByName} at={adjustment.createdAt} />
          {adjustment.requestedBy === operator?.id ? (
            <Tag color="blue" data-testid="adjustment-mine">
              {t('adminLedger.column.mine')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('adminLedger.column.decidedBy'),
      key: 'decidedBy',
      render: (_, adjustment) =>
        adjustment.decidedByName ? (
          <WhoAndWhen name={adjustment.decidedByName} at={adjustment.decidedAt} note={adjustment.decisionNote} />
        ) : adjustment.status === 'applied' ? (
          // Within the approval limit: applied when asked, with nobody else deciding.
          <Typography.Text type="secondary">{t('adminLedger.column.appliedAtOnce')}</Typography.Text>
        ) : (
          '—'
        ),
    },
    ...(isPendingTab
      ? [
          {
            title: t('admin.table.actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, adjustment: Adjustment) => (
              <Space>
                <Button
                  type="primary"
                  size="small"
                  onClick={() => openDecision({ adjustment, isApproved: true })}
                  data-testid="adjustment-approve"
                >
                  {t('adminLedger.decision.approve')}
                </Button>
                <Button
                  danger
                  size="small"
                  onClick={() => openDecision({ adjustment, isApproved: false })}
                  data-testid="adjustment-reject"
                >
                  {t('adminLedger.decision.reject')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Tabs
        activeKey={query.status}
        onChange={(status) => show({ status: status as AdjustmentStatus, pageNum: 1 })}
        items={adjustmentStatuses.map((status) => ({
          key: status,
          label: <span data-testid={`adjustments-tab-${status}`}>{t(statusLabels[status])}</span>,
        }))}
      />
      <Form
        // Re-created when the address changes (back/forward), so the field shows the filter in use.
        key={query.memberId ?? ''}
        layout="inline"
        initialValues={{ memberId: query.memberId }}
        onFinish={({ memberId }: { memberId?: number | null }) => show({ memberId: memberId ?? undefined, pageNum: 1 })}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="memberId">
          <InputNumber
            min={1}
            precision={0}
            placeholder={t('adminLedger.filter.memberId')}
            style={{ width: 200 }}
            data-testid="adjustments-member-filter"
          />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('adminLedger.filter.submit')}
            </Button>
            <Button disabled={!query.memberId} onClick={() => show({ memberId: undefined, pageNum: 1 })}>
              {t('adminLedger.filter.reset')}
            </Button>
            {query.memberId ? (
              <Link to={`/ledger/members/${query.memberId}`}>
                <Button>{t('adminLedger.filter.openMember')}</Button>
              </Link>
            ) : null}
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void page.refetch()}
              loading={page.isFetching && !page.isPending}
            >
              {t('adminLedger.refresh')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      <PagedTable<Adjustment>
        page={page}
        paging={query}
        onPage={show}
        rowKey="id"
        columns={columns}
        locale={{
          emptyText: (
            <Empty
              description={t(isPendingTab ? 'adminLedger.emptyPending' : 'adminLedger.empty')}
              data-testid="adjustments-empty"
            />
          ),
        }}
        onRow={(adjustment) =>
          ({
            'data-testid': 'adjustment-row',
            'data-adjustment-id': adjustment.id,
            'data-status': adjustment.status,
          }) as HTMLAttributes<HTMLElement>
        }
      />
      <AdjustmentDecisionDialog decision={decision} isOpen={isDeciding} onClose={() => setIsDeciding(false)} />
    </Flex>
  );
}
