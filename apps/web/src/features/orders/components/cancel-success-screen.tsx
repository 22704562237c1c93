// pages/order/cancelSuccess?orderId=: after a cancel, what went back to each source the order was
// paid from, and where the QR part is going (the payment method, or the cash balance). The cancel's
// own answer comes with the navigation; opened otherwise (a shared link, another device), the
// refunds are read from the cancelled order, as they stand now.
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { useLocation, useNavigate } from '@/lib/router.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useOrder } from '../api/orders.ts';
import type { Refund } from '../lib/order-state.ts';
import { OrderNotFound } from './order-detail-screen.tsx';
import { RefundList } from './refund-list.tsx';
import { useIdParam } from './use-order-id.ts';
import type { CancelState } from './use-order-steps.ts';
import styles from './orders.module.css';

function refundsOfState(state: unknown): Refund[] | null {
  if (typeof state !== 'object' || state === null || !('refunds' in state)) return null;
  const { refunds } = state as CancelState;
  return Array.isArray(refunds) ? refunds : null;
}

export function CancelSuccessScreen() {
  const session = useSession();
  const orderId = useIdParam('orderId');
  const { state } = useLocation();
  if (!session) return <LoginPrompt />;
  if (!orderId) return <OrderNotFound />;
  const refunds = refundsOfState(state);
  return refunds ? <CancelResult refunds={refunds} /> : <CancelResultOfOrder orderId={orderId} />;
}

function CancelResultOfOrder({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const order = useOrder(orderId);
  if (order.isPending) return <LoadingView lines={3} />;
  if (order.isError) return <ErrorView error={order.error} onRetry={() => void order.refetch()} />;
  if (order.data.status !== 5)
    return (
      <StatusView
        testId="cancel-not-cancelled"
        title={intl.formatMessage({ id: 'webOrders.cancelled.notCancelled' })}
        action={
          <div className={styles.resultActions}>
            <ResultActions />
          </div>
        }
      />
    );
  return <CancelResult refunds={order.data.refunds} />;
}

function CancelResult({ refunds }: { refunds: Refund[] }) {
  const intl = useIntl();
  return (
    <StatusView
      testId="cancel-success"
      title={intl.formatMessage({ id: 'webOrders.cancelled.title' })}
      action={
        <div className={styles.resultActions}>
          {refunds.length === 0 ? (
            <p className={styles.muted} data-testid="cancel-nothing-paid">
              {intl.formatMessage({ id: 'webOrders.cancelled.nothingPaid' })}
            </p>
          ) : (
            <div>
              <p className={styles.muted}>{intl.formatMessage({ id: 'webOrders.cancelled.refunds' })}</p>
              <RefundList refunds={refunds} testId="cancel-refunds" itemTestId="cancel-refund" />
            </div>
          )}
          <ResultActions />
        </div>
      }
    />
  );
}

function ResultActions() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <>
      <Button
        color="primary"
        onClick={() => void navigate(paths.orders, { replace: true })}
        data-testid="cancel-back-to-orders"
      >
        {intl.formatMessage({ id: 'webOrders.backToOrders' })}
      </Button>
      <Button fill="outline" onClick={() => void navigate(paths.home, { replace: true })} data-testid="cancel-home">
        {intl.formatMessage({ id: 'webOrders.backHome' })}
      </Button>
    </>
  );
}
