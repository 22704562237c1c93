// Subsidy campaigns, newest first: budget, spent and left, each SKU's subsidy, stopping, and which
// orders took how much.
import { useState } from 'react';
import { App, Button, Card, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useStopSubsidy, useSubsidyCampaigns, useSubsidyUses, type SubsidyCampaign } from '../api/campaigns.ts';

function Uses({ id }: { id: number }) {
  const t = useT();
  const uses = useSubsidyUses(id);
  return (
    <QueryState query={uses} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <Table
          rowKey={(use) => `${use.orderId}-${use.productGoodsId}`}
          size="small"
          pagination={false}
          dataSource={data.list}
          columns={[
            { title: t('adminCampaign.order'), dataIndex: 'orderId' },
            { title: t('adminCampaign.member'), dataIndex: 'memberId' },
            { title: t('adminCampaign.productGoodsId'), dataIndex: 'productGoodsId' },
            { title: t('adminCampaign.amount'), dataIndex: 'amount' },
            {
              title: t('adminCampaign.usedAt'),
              dataIndex: 'createdAt',
              render: (at: string) => <DateTime value={at} />,
            },
            {
              title: t('adminCampaign.returnedAt'),
              dataIndex: 'returnedAt',
              render: (at: string | null) => (at ? <DateTime value={at} /> : '—'),
            },
          ]}
        />
      )}
    </QueryState>
  );
}

export function SubsidyList() {
  const t = useT();
  const { message } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const campaigns = useSubsidyCampaigns(pageNum);
  const stop = useStopSubsidy();
  const columns: TableColumnsType<SubsidyCampaign> = [
    { title: t('adminCampaign.name'), dataIndex: 'name' },
    { title: t('adminCampaign.budget'), dataIndex: 'budget' },
    { title: t('adminCampaign.spent'), dataIndex: 'spent' },
    { title: t('adminCampaign.left'), dataIndex: 'left' },
    {
      title: t('adminCampaign.skus'),
      key: 'skus',
      render: (_: unknown, c) => c.skus.map((sku) => `${sku.productGoodsId}: ${sku.amount}`).join(', '),
    },
    { title: t('adminCampaign.createdAt'), dataIndex: 'createdAt', render: (at: string) => <DateTime value={at} /> },
    {
      key: 'actions',
      title: t('admin.table.actions'),
      render: (_: unknown, campaign) =>
        campaign.stoppedAt ? (
          <Tag color="red">{t('adminCampaign.stopped')}</Tag>
        ) : (
          <Popconfirm
            title={t('adminCampaign.stopConfirm')}
            onConfirm={() =>
              stop.mutateAsync(campaign.id).then(
                () => void message.success(t('adminCampaign.stopped')),
                () => undefined,
              )
            }
          >
            <Button size="small" danger data-testid={`stop-subsidy-${campaign.id}`}>
              {t('adminCampaign.stop')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <Card title={t('adminCampaign.subsidies')}>
      <QueryState query={campaigns} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <Table<SubsidyCampaign>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.list}
            expandable={{ expandedRowRender: (campaign) => <Uses id={campaign.id} /> }}
            pagination={{ current: data.pageNum, pageSize: data.pageSize, total: data.total, onChange: setPageNum }}
            scroll={{ x: 'max-content' }}
            data-testid="subsidy-campaigns"
          />
        )}
      </QueryState>
    </Card>
  );
}
