// pages/order/order-detail?orderId=: one of the member's orders with every field, and the same
// buttons as its card in the list.
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from '@/lib/router.tsx';
import { LinkCell } from '@/components/cells.tsx';
import { BagIcon } from '@/components/icons.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { ApiError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import List from 'antd-mobile/es/components/list';
import { useOrder } from '../api/orders.ts';
import { OrderActionBar } from './order-action-bar.tsx';
import {
  AddressSection,
  AmountsSection,
  InfoSection,
  InvoiceSection,
  PaymentsSection,
  RefundsSection,
  Section,
  StatusBanner,
} from './order-detail-sections.tsx';
import { OrderLines } from './order-lines.tsx';
import { useIdParam } from './use-order-id.ts';
import { LineAfterSale } from './line-after-sale.tsx';
import { useOrderSteps } from './use-order-steps.ts';
import styles from './orders.module.css';

export function OrderDetailScreen() {
  const session = useSession();
  const orderId = useIdParam('orderId');
  if (!session) return <LoginPrompt />;
  if (!orderId) return <OrderNotFound />;
  return <OrderDetailView orderId={orderId} />;
}

/** For an order page opened without an order it can show. */
export function OrderNotFound() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <StatusView
      testId="order-not-found"
      icon={<BagIcon />}
      title={intl.formatMessage({ id: 'webOrders.notFound' })}
      action={
        <Button color="primary" fill="outline" onClick={() => void navigate(paths.orders, { replace: true })}>
          {intl.formatMessage({ id: 'webOrders.backToOrders' })}
        </Button>
      }
    />
  );
}

function OrderDetailView({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const { run, busy } = useOrderSteps({ afterDelete: () => void navigate(paths.orders, { replace: true }) });
  if (order.isPending) return <LoadingView lines={8} />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === 404) return <OrderNotFound />;
    return <ErrorView error={order.error} onRetry={() => void order.refetch()} />;
  }
  const { data } = order;
  return (
    <div className={styles.screen} data-testid="order-detail" data-order-id={data.orderId} data-status={data.status}>
      <StatusBanner order={data} receivedAt={order.dataUpdatedAt} onExpired={() => void order.refetch()} />
      <AddressSection address={data.address} />
      <Section title={intl.formatMessage({ id: 'webOrders.section.lines' })}>
        <OrderLines
          lines={data.lines}
          lineAction={(line) => (
            <LineAfterSale
              orderId={data.orderId}
              line={data.lines.find((found) => found.id === line.id) ?? line}
              canAsk={data.status === 4 || data.status === 6}
            />
          )}
        />
      </Section>
      {data.shippedAt && (
        <List className={styles.section}>
          <LinkCell to={`${paths.logistics}?orderId=${data.orderId}`} testId="order-logistics">
            {intl.formatMessage({ id: 'webOrders.action.logistics' })}
          </LinkCell>
        </List>
      )}
      <AmountsSection order={data} />
      <PaymentsSection order={data} />
      <RefundsSection order={data} />
      <InvoiceSection invoice={data.invoice} />
      <InfoSection order={data} />
      <div className={styles.footer}>
        <OrderActionBar
          order={{ ...data, rewardMp: data.amounts.rewardMp }}
          onAction={(action, target) => run(action, target)}
          disabled={busy}
        />
      </div>
    </div>
  );
}
