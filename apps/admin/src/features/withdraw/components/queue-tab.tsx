// The withdrawal queue: first review (admin, finance), second review (finance, not the first
// reviewer), rejection with a reason the member sees. Each step asks first.
import { useState } from 'react';
import { Button, Flex, Select, Table, Tag, type TableColumnsType } from 'antd';
import { withdrawalStatuses, type WithdrawalStatus } from '@mall/contracts';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import { useWithdrawAction, useWithdrawQueue, type AdminWithdrawal } from '../api/withdraw.ts';
import { useConfirm } from './use-confirm.tsx';

export function QueueTab() {
  const t = useT();
  const [status, setStatus] = useState<WithdrawalStatus | undefined>('pending_review');
  const [pageNum, setPageNum] = useState(1);
  const queue = useWithdrawQueue(status, pageNum);
  const columns: TableColumnsType<AdminWithdrawal> = [
    { title: t('adminWithdraw.serialNo'), dataIndex: 'serialNo' },
    { title: t('adminWithdraw.member'), dataIndex: 'username' },
    { title: t('adminWithdraw.amount'), dataIndex: 'amount' },
    { title: t('adminWithdraw.net'), dataIndex: 'net' },
    {
      title: t('adminWithdraw.account'),
      render: (_: unknown, row) => `${row.bankName} ${row.accountNo} ${row.accountName}`,
    },
    {
      title: t('adminWithdraw.status'),
      dataIndex: 'status',
      render: (value: WithdrawalStatus) => <Tag>{t(`adminWithdraw.status.${value}`)}</Tag>,
    },
    { title: t('adminWithdraw.createdAt'), dataIndex: 'createdAt', render: (at: string) => <DateTime value={at} /> },
    { key: 'actions', title: t('admin.table.actions'), render: (_: unknown, row) => <RowActions row={row} /> },
  ];
  return (
    <Flex vertical gap={12}>
      <Select<WithdrawalStatus | undefined>
        allowClear
        style={{ width: 220 }}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPageNum(1);
        }}
        options={withdrawalStatuses.map((value) => ({ value, label: t(`adminWithdraw.status.${value}`) }))}
      />
      <QueryState query={queue} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <Table<AdminWithdrawal>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.list}
            pagination={{ current: data.pageNum, pageSize: data.pageSize, total: data.total, onChange: setPageNum }}
            scroll={{ x: 'max-content' }}
            data-testid="withdraw-queue"
          />
        )}
      </QueryState>
    </Flex>
  );
}

/** The steps the row allows this operator; each asks first. */
function RowActions({ row }: { row: AdminWithdrawal }) {
  const t = useT();
  const action = useWithdrawAction();
  const confirm = useConfirm();
  const me = useMe().data;
  return (
    <Flex gap={8}>
      {row.status === 'pending_review' && (
        <Button
          size="small"
          type="primary"
          data-testid={`first-review-${row.id}`}
          onClick={() => confirm('adminWithdraw.confirmFirst', () => action.mutateAsync({ kind: 'first', id: row.id }))}
        >
          {t('adminWithdraw.firstReview')}
        </Button>
      )}
      {row.status === 'first_passed' && row.firstReviewedBy !== me?.id && (
        <Button
          size="small"
          type="primary"
          data-testid={`second-review-${row.id}`}
          onClick={() =>
            confirm('adminWithdraw.confirmSecond', () => action.mutateAsync({ kind: 'second', id: row.id }))
          }
        >
          {t('adminWithdraw.secondReview')}
        </Button>
      )}
      {['pending_review', 'first_passed', 'second_passed'].includes(row.status) && (
        <Button
          size="small"
          danger
          data-testid={`reject-${row.id}`}
          onClick={() =>
            confirm(
              'adminWithdraw.confirmReject',
              (reason) => action.mutateAsync({ kind: 'reject', id: row.id, reason }),
              'adminWithdraw.reason',
            )
          }
        >
          {t('adminWithdraw.reject')}
        </Button>
      )}
    </Flex>
  );
}
