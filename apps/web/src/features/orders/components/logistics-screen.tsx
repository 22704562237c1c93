// pages/order/logistics?orderId=: each parcel of the order with its carrier, tracking number
// (copyable), the lines in it and its tracking events newest first, ending with its shipping.
// pages/order/delivery-status?orderId=&shipmentId=: the same for one parcel.
import { useIntl } from 'react-intl';
import Steps from 'antd-mobile/es/components/steps';
import { Link } from '@/lib/router.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useLogistics, useOrder, type OrderDetail, type Shipment } from '../api/orders.ts';
import { parcelTimeline } from '../lib/order-state.ts';
import { Copyable, Field, Section } from './order-detail-sections.tsx';
import { OrderNotFound } from './order-detail-screen.tsx';
import { OrderLines } from './order-lines.tsx';
import { useIdParam } from './use-order-id.ts';
import styles from './orders.module.css';

export function LogisticsScreen() {
  const session = useSession();
  const orderId = useIdParam('orderId');
  if (!session) return <LoginPrompt />;
  if (!orderId) return <OrderNotFound />;
  return <Parcels orderId={orderId} />;
}

export function DeliveryStatusScreen() {
  const session = useSession();
  const orderId = useIdParam('orderId');
  const shipmentId = useIdParam('shipmentId');
  if (!session) return <LoginPrompt />;
  if (!orderId) return <OrderNotFound />;
  return <Parcels orderId={orderId} only={shipmentId || 'first'} />;
}

/** The order's parcels, or only one of them (by id, or the first when none is named). */
function Parcels({ orderId, only }: { orderId: number; only?: number | 'first' }) {
  const intl = useIntl();
  const logistics = useLogistics(orderId);
  const order = useOrder(orderId);
  if (logistics.isPending) return <LoadingView lines={6} />;
  if (logistics.isError) return <ErrorView error={logistics.error} onRetry={() => void logistics.refetch()} />;
  const all = logistics.data.shipments;
  if (all.length === 0)
    return (
      <StatusView
        testId="logistics-empty"
        title={intl.formatMessage({ id: 'webOrders.logistics.empty' })}
        description={intl.formatMessage({ id: 'webOrders.logistics.emptyHint' })}
      />
    );
  const shown =
    only === undefined ? all : only === 'first' ? all.slice(0, 1) : all.filter((s) => s.shipmentId === only);
  if (shown.length === 0)
    return <StatusView testId="parcel-not-found" title={intl.formatMessage({ id: 'webOrders.logistics.noParcel' })} />;
  return (
    <div className={styles.screen} data-testid="logistics">
      {shown.map((shipment) => (
        <Parcel
          key={shipment.shipmentId}
          orderId={orderId}
          number={all.indexOf(shipment) + 1}
          shipment={shipment}
          lines={order.data?.lines.filter((line) => shipment.lineIds.includes(line.id)) ?? []}
          linkToOne={only === undefined}
        />
      ))}
    </div>
  );
}

function Parcel(props: {
  orderId: number;
  number: number;
  shipment: Shipment;
  lines: OrderDetail['lines'];
  linkToOne: boolean;
}) {
  const intl = useIntl();
  const { shipment } = props;
  return (
    <Section testId="parcel">
      <div className={styles.parcelHead}>
        <strong>{intl.formatMessage({ id: 'webOrders.logistics.parcel' }, { n: props.number })}</strong>
        <dl className={styles.parcelFields}>
          <Field label={intl.formatMessage({ id: 'webOrders.field.carrier' })} testId="parcel-carrier">
            {shipment.carrier}
          </Field>
          <Field label={intl.formatMessage({ id: 'webOrders.field.trackingNo' })}>
            <Copyable value={shipment.trackingNo} testId="parcel-tracking-no" />
          </Field>
        </dl>
      </div>
      {props.lines.length > 0 && <OrderLines lines={props.lines} testId="parcel-lines" />}
      <ParcelTimeline shipment={shipment} />
      {props.linkToOne && (
        <Link
          className={styles.more}
          to={`${paths.deliveryStatus}?orderId=${props.orderId}&shipmentId=${shipment.shipmentId}`}
          data-testid="parcel-open"
        >
          {intl.formatMessage({ id: 'webOrders.logistics.details' })}
        </Link>
      )}
    </Section>
  );
}

/** The parcel's tracking events, newest first, ending with its shipping. */
function ParcelTimeline({ shipment }: { shipment: Shipment }) {
  const intl = useIntl();
  const steps = parcelTimeline(shipment);
  return (
    <div className={styles.timeline} data-testid="parcel-timeline">
      <Steps direction="vertical" current={0}>
        {steps.map((step, index) => (
          <Steps.Step
            key={`${step.at}:${index}`}
            status={index === 0 ? 'process' : 'finish'}
            title={
              <span data-testid="parcel-event">
                {step.isShipped ? intl.formatMessage({ id: 'webOrders.logistics.shipped' }) : step.text}
              </span>
            }
            description={
              <time dateTime={step.at}>{intl.formatDate(step.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            }
          />
        ))}
      </Steps>
    </div>
  );
}
