// Payout batches (finance): export the second-approved withdrawals, download the bank's file, mark
// a batch transferred with the bank's reference, or reject one item with the bank's reason.
import { useState } from 'react';
import { Button, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import {
  downloadBatch,
  useBatch,
  useBatches,
  useWithdrawAction,
  type AdminWithdrawal,
  type PayoutBatch,
} from '../api/withdraw.ts';
import { useConfirm } from './use-confirm.tsx';

export function BatchesTab() {
  const t = useT();
  const [pageNum, setPageNum] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const batches = useBatches(pageNum);
  const action = useWithdrawAction();
  const confirm = useConfirm();
  const columns: TableColumnsType<PayoutBatch> = [
    { title: 'ID', dataIndex: 'id' },
    { title: t('adminWithdraw.status'), dataIndex: 'status', render: (value: string) => <Tag>{value}</Tag> },
    { title: t('adminWithdraw.items'), dataIndex: 'itemCount' },
    { title: t('adminWithdraw.total'), dataIndex: 'total' },
    { title: t('adminWithdraw.exportedAt'), dataIndex: 'exportedAt', render: (at: string) => <DateTime value={at} /> },
    { title: t('adminWithdraw.bankReference'), dataIndex: 'bankReference' },
    {
      key: 'actions',
      title: t('admin.table.actions'),
      render: (_: unknown, batch) => (
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => setOpenId(batch.id)}>
            {t('adminWithdraw.items')}
          </Button>
          <Button size="small" onClick={() => void downloadBatch(batch.id, 'kbank')}>
            KBank CSV
          </Button>
          <Button size="small" onClick={() => void downloadBatch(batch.id, 'generic')}>
            CSV
          </Button>
          {batch.status === 'exported' && (
            <Button
              size="small"
              type="primary"
              data-testid={`transferred-${batch.id}`}
              onClick={() =>
                confirm(
                  'adminWithdraw.confirmTransferred',
                  (bankReference) => action.mutateAsync({ kind: 'transferred', id: batch.id, bankReference }),
                  'adminWithdraw.bankReference',
                )
              }
            >
              {t('adminWithdraw.markTransferred')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Button
        type="primary"
        style={{ alignSelf: 'start' }}
        data-testid="batch-export"
        onClick={() => confirm('adminWithdraw.confirmExport', () => action.mutateAsync({ kind: 'export' }))}
      >
        {t('adminWithdraw.export')}
      </Button>
      <QueryState query={batches} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <Table<PayoutBatch>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.list}
            pagination={{ current: data.pageNum, pageSize: data.pageSize, total: data.total, onChange: setPageNum }}
            data-testid="withdraw-batches"
          />
        )}
      </QueryState>
      {openId !== null && <BatchItems id={openId} />}
    </Flex>
  );
}

function BatchItems({ id }: { id: number }) {
  const t = useT();
  const batch = useBatch(id);
  const action = useWithdrawAction();
  const confirm = useConfirm();
  const columns: TableColumnsType<AdminWithdrawal> = [
    { title: t('adminWithdraw.serialNo'), dataIndex: 'serialNo' },
    { title: t('adminWithdraw.member'), dataIndex: 'username' },
    { title: t('adminWithdraw.net'), dataIndex: 'net' },
    {
      title: t('adminWithdraw.account'),
      render: (_: unknown, row) => `${row.bankName} ${row.accountNo} ${row.accountName}`,
    },
    {
      title: t('adminWithdraw.status'),
      dataIndex: 'status',
      render: (value: AdminWithdrawal['status']) => <Tag>{t(`adminWithdraw.status.${value}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('admin.table.actions'),
      render: (_: unknown, row) =>
        row.status === 'pending_transfer' && batch.data?.status === 'exported' ? (
          <Button
            size="small"
            danger
            data-testid={`reject-item-${row.id}`}
            onClick={() =>
              confirm(
                'adminWithdraw.confirmRejectItem',
                (reason) => action.mutateAsync({ kind: 'rejectItem', id: row.id, reason }),
                'adminWithdraw.bankReason',
              )
            }
          >
            {t('adminWithdraw.reject')}
          </Button>
        ) : null,
    },
  ];
  return (
    <QueryState query={batch} isEmpty={() => false}>
      {(data) => (
        <Table<AdminWithdrawal> rowKey="id" size="small" columns={columns} dataSource={data.items} pagination={false} />
      )}
    </QueryState>
  );
}
