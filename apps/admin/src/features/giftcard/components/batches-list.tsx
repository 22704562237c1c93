// Gift-card batches, newest first: how many of each were redeemed, voiding, and who redeemed which.
import { useState } from 'react';
import { App, Button, Card, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { calls } from '@mall/contracts/browser';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { mayCall } from '../../../lib/access.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import { useBatches, useRedemptions, useVoidBatch, type GiftCardBatch } from '../api/gift-cards.ts';

function Redemptions({ id }: { id: number }) {
  const t = useT();
  const redemptions = useRedemptions(id);
  return (
    <QueryState query={redemptions} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <Table
          rowKey="cardId"
          size="small"
          pagination={false}
          dataSource={data.list}
          columns={[
            { title: t('adminGiftCard.codeTail'), dataIndex: 'codeTail' },
            { title: t('adminGiftCard.member'), dataIndex: 'memberId' },
            {
              title: t('adminGiftCard.redeemedAt'),
              dataIndex: 'redeemedAt',
              render: (at: string) => <DateTime value={at} />,
            },
          ]}
        />
      )}
    </QueryState>
  );
}

export function BatchesList() {
  const t = useT();
  const { message } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const batches = useBatches(pageNum);
  const voidBatch = useVoidBatch();
  const mayVoid = mayCall(useMe().data?.roles ?? [], calls.adminGiftCard.void);
  const columns: TableColumnsType<GiftCardBatch> = [
    { title: t('adminGiftCard.name'), dataIndex: 'name' },
    { title: t('adminGiftCard.asset'), dataIndex: 'asset' },
    { title: t('adminGiftCard.value'), dataIndex: 'value' },
    { title: t('adminGiftCard.redeemed'), key: 'redeemed', render: (_: unknown, b) => `${b.redeemed} / ${b.count}` },
    {
      title: t('adminGiftCard.expiresAt'),
      dataIndex: 'expiresAt',
      render: (at: string | null) => (at ? <DateTime value={at} /> : '—'),
    },
    { title: t('adminGiftCard.createdAt'), dataIndex: 'createdAt', render: (at: string) => <DateTime value={at} /> },
    {
      key: 'actions',
      title: t('admin.table.actions'),
      render: (_: unknown, batch) =>
        batch.voidedAt ? (
          <Tag color="red">{t('adminGiftCard.voided')}</Tag>
        ) : mayVoid ? (
          <Popconfirm
            title={t('adminGiftCard.voidConfirm')}
            onConfirm={() =>
              voidBatch.mutateAsync(batch.id).then(
                () => void message.success(t('adminGiftCard.voided')),
                () => undefined,
              )
            }
          >
            <Button size="small" danger data-testid={`void-batch-${batch.id}`}>
              {t('adminGiftCard.void')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];
  return (
    <Card>
      <QueryState query={batches} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <Table<GiftCardBatch>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.list}
            expandable={{ expandedRowRender: (batch) => <Redemptions id={batch.id} /> }}
            pagination={{ current: data.pageNum, pageSize: data.pageSize, total: data.total, onChange: setPageNum }}
            scroll={{ x: 'max-content' }}
            data-testid="gift-card-batches"
          />
        )}
      </QueryState>
    </Card>
  );
}
