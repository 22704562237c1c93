// 0-yuan campaigns: start one (a product SKU and a stock), the list with how many were taken,
// stopping, and who took each with its order.
import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useCreateZero, useStopZero, useZeroCampaigns, useZeroTakes, type ZeroCampaign } from '../api/campaigns.ts';

function Takes({ id }: { id: number }) {
  const t = useT();
  const takes = useZeroTakes(id);
  return (
    <QueryState query={takes} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <Table
          rowKey="memberId"
          size="small"
          pagination={false}
          dataSource={data.list}
          columns={[
            { title: t('adminCampaign.member'), dataIndex: 'memberId' },
            { title: t('adminCampaign.order'), dataIndex: 'orderId', render: (id: number | null) => id ?? '—' },
            { title: t('adminCampaign.amount'), dataIndex: 'credited' },
            {
              title: t('adminCampaign.usedAt'),
              dataIndex: 'createdAt',
              render: (at: string) => <DateTime value={at} />,
            },
          ]}
        />
      )}
    </QueryState>
  );
}

export function CreateZeroCard() {
  const t = useT();
  const { message } = App.useApp();
  const create = useCreateZero();
  const [form] = Form.useForm<{ name: string; productGoodsId: number; stock: number }>();
  return (
    <Card title={t('adminCampaign.createZero')} data-testid="zero-create">
      <Form
        form={form}
        layout="inline"
        onFinish={(values) =>
          void create.mutateAsync(values).then(
            () => {
              form.resetFields();
              void message.success(t('adminCampaign.created'));
            },
            () => undefined,
          )
        }
      >
        <Form.Item name="name" label={t('adminCampaign.name')} rules={[{ required: true, max: 100 }]}>
          <Input style={{ width: 180 }} data-testid="zero-name" />
        </Form.Item>
        <Form.Item name="productGoodsId" label={t('adminCampaign.productGoodsId')} rules={[{ required: true }]}>
          <InputNumber min={1} data-testid="zero-sku" />
        </Form.Item>
        <Form.Item name="stock" label={t('adminCampaign.stock')} rules={[{ required: true }]}>
          <InputNumber min={1} max={100000} data-testid="zero-stock" />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={create.isPending} data-testid="zero-submit">
          {t('adminCampaign.start')}
        </Button>
      </Form>
    </Card>
  );
}

export function ZeroList() {
  const t = useT();
  const { message } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const campaigns = useZeroCampaigns(pageNum);
  const stop = useStopZero();
  const columns: TableColumnsType<ZeroCampaign> = [
    { title: t('adminCampaign.name'), dataIndex: 'name' },
    { title: t('adminCampaign.productGoodsId'), dataIndex: 'productGoodsId' },
    { title: t('adminCampaign.taken'), key: 'taken', render: (_: unknown, c) => `${c.taken} / ${c.stock}` },
    { title: t('adminCampaign.createdAt'), dataIndex: 'createdAt', render: (at: string) => <DateTime value={at} /> },
    {
      key: 'actions',
      title: t('admin.table.actions'),
      render: (_: unknown, campaign) =>
        campaign.stoppedAt ? (
          <Tag color="red">{t('adminCampaign.stopped')}</Tag>
        ) : (
          <Popconfirm
            title={t('adminCampaign.zeroStopConfirm')}
            onConfirm={() =>
              stop.mutateAsync(campaign.id).then(
                () => void message.success(t('adminCampaign.stopped')),
                () => undefined,
              )
            }
          >
            <Button size="small" danger data-testid={`stop-zero-${campaign.id}`}>
              {t('adminCampaign.stop')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <Card title={t('adminCampaign.zeroCampaigns')}>
      <QueryState query={campaigns} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <Table<ZeroCampaign>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.list}
            expandable={{ expandedRowRender: (campaign) => <Takes id={campaign.id} /> }}
            pagination={{ current: data.pageNum, pageSize: data.pageSize, total: data.total, onChange: setPageNum }}
            scroll={{ x: 'max-content' }}
            data-testid="zero-campaigns"
          />
        )}
      </QueryState>
    </Card>
  );
}
