// Sell-beans orders for finance: filter by state and member, see each order's figures and parties,
// and force-cancel an unpaid one with a reason (audited; the held beans return to the seller).
import { useState } from 'react';
import { App, Button, Card, Flex, Input, InputNumber, Modal, Select, Table, Tag, type TableColumnsType } from 'antd';
import type { BeansOrderState } from '@mall/contracts';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useBeansOrders, useForceCancel, type BeansOrder, type OrdersFilter } from '../api/beans.ts';

const STATES: BeansOrderState[] = ['unpaid', 'paid', 'cancelled', 'expired'];
const STATE_COLOURS = { unpaid: 'gold', paid: 'green', cancelled: 'default', expired: 'default' } as const;

function CancelDialog({ order, onClose }: { order: BeansOrder; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const cancel = useForceCancel();
  const [reason, setReason] = useState('');
  const submit = async () => {
    try {
      await cancel.mutateAsync({ id: order.id, reason: reason.trim() });
      void message.success(t('adminBeans.cancelled'));
      onClose();
    } catch {
      // The client has already shown why.
    }
  };
  return (
    <Modal
      open
      title={t('adminBeans.forceCancel', { no: order.orderNo })}
      okText={t('adminBeans.forceCancelOk')}
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: cancel.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Input.TextArea
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
        placeholder={t('adminBeans.reason')}
        data-testid="beans-cancel-reason"
      />
    </Modal>
  );
}

export function BeansOrdersList() {
  const t = useT();
  const [filter, setFilter] = useState<OrdersFilter>({ pageNum: 1, pageSize: 20 });
  const [cancelling, setCancelling] = useState<BeansOrder | null>(null);
  const orders = useBeansOrders(filter);
  const columns: TableColumnsType<BeansOrder> = [
    { title: t('adminBeans.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('adminBeans.state'),
      dataIndex: 'state',
      render: (state: BeansOrderState) => <Tag color={STATE_COLOURS[state]}>{t(`adminBeans.state.${state}`)}</Tag>,
    },
    {
      title: t('adminBeans.seller'),
      key: 'seller',
      render: (_: unknown, o) => `${o.seller.nickname} #${o.seller.memberId}`,
    },
    {
      title: t('adminBeans.buyer'),
      key: 'buyer',
      render: (_: unknown, o) => `${o.buyer.nickname} #${o.buyer.memberId}`,
    },
    { title: t('adminBeans.beans'), dataIndex: 'beans' },
    { title: t('adminBeans.price'), dataIndex: 'price' },
    { title: t('adminBeans.total'), key: 'total', render: (_: unknown, o) => `${o.total} ${o.currency}` },
    { title: t('adminBeans.createdAt'), dataIndex: 'createdAt', render: (at: string) => <DateTime value={at} /> },
    { title: t('adminBeans.expiresAt'), dataIndex: 'expiresAt', render: (at: string) => <DateTime value={at} /> },
    { title: t('adminBeans.payMethod'), dataIndex: 'payMethod', render: (m: string | null) => m ?? '-' },
    { title: t('adminBeans.reasonColumn'), dataIndex: 'cancelReason', render: (r: string | null) => r ?? '-' },
    {
      key: 'actions',
      title: t('admin.table.actions'),
      render: (_: unknown, order) =>
        order.state === 'unpaid' ? (
          <Button size="small" danger onClick={() => setCancelling(order)} data-testid={`beans-cancel-${order.id}`}>
            {t('adminBeans.forceCancelOk')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select<BeansOrderState | undefined>
          allowClear
          placeholder={t('adminBeans.state')}
          style={{ width: 160 }}
          value={filter.state}
          options={STATES.map((state) => ({ value: state, label: t(`adminBeans.state.${state}`) }))}
          onChange={(state) => setFilter({ ...filter, pageNum: 1, ...(state ? { state } : { state: undefined }) })}
        />
        <InputNumber<number>
          min={1}
          placeholder={t('adminBeans.memberId')}
          value={filter.memberId ?? null}
          onChange={(memberId) => setFilter({ ...filter, pageNum: 1, memberId: memberId ?? undefined })}
        />
      </Flex>
      <QueryState query={orders}>
        {(data) => (
          <Table<BeansOrder>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.list}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: data.pageNum,
              pageSize: data.pageSize,
              total: data.total,
              onChange: (pageNum, pageSize) => setFilter({ ...filter, pageNum, pageSize }),
            }}
            data-testid="beans-orders"
          />
        )}
      </QueryState>
      {cancelling && <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />}
    </Card>
  );
}
