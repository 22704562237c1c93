// An order's parcels on its page: carrier, tracking number, the lines in each and its tracking events
// newest first, with a form per parcel to add one; and a Ship button while lines are left to ship.
import { useState } from 'react';
import { Button, Card, Empty, Flex, Form, Input, Tag, Timeline, Typography, App } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { DateTime } from '../../../components/date-time.tsx';
import { ApiError } from '../../../lib/api.ts';
import { describeFailure } from '../../../lib/failure.ts';
import { useT } from '../../../lib/i18n.ts';
import type { OrderDetail, Shipment } from '../api/orders.ts';
import { useAddTrackingEvent, useMayShip } from '../api/shipping.ts';
import { ShipDialog, unshippedLines, type ShipTarget } from './ship-dialog.tsx';

function AddEventForm({ orderId, shipmentId }: { orderId: number; shipmentId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text: string }>();
  const add = useAddTrackingEvent(orderId);

  const send = async ({ text }: { text: string }) => {
    try {
      await add.mutateAsync({ shipmentId, text: text.trim() });
      form.resetFields();
      void message.success(t('adminOrders.shipments.eventAdded'));
    } catch (error) {
      const reason =
        error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : describeFailure(error, t);
      form.setFields([{ name: 'text', errors: [reason] }]);
    }
  };

  return (
    <Form form={form} layout="inline" onFinish={(values) => void send(values)} disabled={add.isPending}>
      <Form.Item
        name="text"
        style={{ flex: 1 }}
        rules={[{ required: true, whitespace: true, message: t('admin.form.required') }]}
      >
        <Input maxLength={200} placeholder={t('adminOrders.shipments.eventPlaceholder')} data-testid="event-text" />
      </Form.Item>
      <Button htmlType="submit" loading={add.isPending} data-testid="event-add">
        {t('adminOrders.shipments.addEvent')}
      </Button>
    </Form>
  );
}

function Parcel({ detail, parcel, mayShip }: { detail: OrderDetail; parcel: Shipment; mayShip: boolean }) {
  const t = useT();
  const names = new Map(detail.order.lines.map((line) => [line.id, `${line.name} ${line.specText} ×${line.num}`]));
  return (
    <Card
      type="inner"
      size="small"
      title={`${parcel.carrier} · ${parcel.trackingNo}`}
      extra={
        <Typography.Text type="secondary">
          {t('adminOrders.shipments.shippedAt')} <DateTime value={parcel.shippedAt} />
        </Typography.Text>
      }
      data-testid="shipment"
      data-tracking-no={parcel.trackingNo}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {t('adminOrders.shipments.lines')}: {parcel.lineIds.map((id) => names.get(id) ?? `#${id}`).join('; ')}
        </Typography.Text>
        {parcel.events.length === 0 ? (
          <Typography.Text type="secondary">{t('adminOrders.shipments.noEvents')}</Typography.Text>
        ) : (
          <Timeline
            items={parcel.events.map((event, index) => ({
              key: `${event.at}-${index}`,
              content: (
                <span data-testid="shipment-event">
                  <DateTime value={event.at} /> {event.text}{' '}
                  <Tag>{t(`adminOrders.shipments.source.${event.source}`)}</Tag>
                </span>
              ),
            }))}
          />
        )}
        {mayShip ? <AddEventForm orderId={detail.order.orderId} shipmentId={parcel.shipmentId} /> : null}
      </Flex>
    </Card>
  );
}

export function ShipmentsCard({ detail }: { detail: OrderDetail }) {
  const t = useT();
  const mayShip = useMayShip();
  const [shipping, setShipping] = useState<ShipTarget | null>(null);
  const { order } = detail;
  const canShipMore = (order.status === 2 || order.status === 3) && unshippedLines(detail).length > 0;
  return (
    <Card
      title={t('adminOrders.shipments.title')}
      data-testid="shipments-card"
      extra={
        mayShip && canShipMore ? (
          <Button
            type="primary"
            icon={<SendOutlined />}
            onClick={() => setShipping({ orderId: order.orderId, orderNo: order.orderNo })}
            data-testid="detail-ship"
          >
            {t('adminOrders.ship.open')}
          </Button>
        ) : null
      }
    >
      {detail.shipments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminOrders.shipments.empty')} />
      ) : (
        <Flex vertical gap={12}>
          {detail.shipments.map((parcel) => (
            <Parcel key={parcel.shipmentId} detail={detail} parcel={parcel} mayShip={mayShip} />
          ))}
        </Flex>
      )}
      <ShipDialog target={shipping} onClose={() => setShipping(null)} />
    </Card>
  );
}
