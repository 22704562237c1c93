import { Button, Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import type { Adjustment } from '../api/adjustments-page.ts';
import { assetLabels, directionLabels, reasonLabels } from '../ledger-labels.ts';
import type { PendingDecision } from './adjustment-decision-dialog.tsx';

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

/** Who decided, when and why; or that it applied at once; or nothing yet. */
function DecidedBy({ adjustment }: { adjustment: Adjustment }) {
  const t = useT();
  if (adjustment.decidedByName) {
    return <WhoAndWhen name={adjustment.decidedByName} at={adjustment.decidedAt} note={adjustment.decisionNote} />;
  }
  // Within the approval limit for the requester's day: applied when asked, with nobody else deciding.
  if (adjustment.status === 'applied') {
    return <Typography.Text type="secondary">{t('adminLedger.column.appliedAtOnce')}</Typography.Text>;
  }
  return '—';
}

/** Approve and reject, on the pending tab only. */
function decisionColumn(
  t: ReturnType<typeof useT>,
  openDecision: (decision: PendingDecision) => void,
): TableColumnsType<Adjustment>[number] {
  return {
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
  };
}

/** The adjustments table's columns; the pending tab adds approve and reject. */
export function useAdjustmentColumns(
  isPendingTab: boolean,
  openDecision: (decision: PendingDecision) => void,
): TableColumnsType<Adjustment> {
  const t = useT();
  const { data: operator } = useMe();
  return [
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
      render: (_, adjustment) => <DecidedBy adjustment={adjustment} />,
    },
    ...(isPendingTab ? [decisionColumn(t, openDecision)] : []),
  ];
}
