// order/rpOrder-detail: one sell-beans order for its seller or buyer: the state, the time left to
// pay (counting down to the end of the hour), the buyer's way to the pay page and the seller's cancel.
// The server decides when the hour is over: an order it calls expired shows as expired whatever the
// phone's clock says, and a countdown that runs out asks it again until it has closed the order.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { Countdown } from '@/components/countdown.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { NotFoundView } from '@/components/not-found-view.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { reportError } from '@/lib/api.ts';
import { beansPayPath } from '@/lib/paths.ts';
import { Link, useSearchParams } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useBeansOrder, useCancelBeansOrder, type BeansOrderView } from '../api/beans.ts';
import { OrderFigures } from './order-card.tsx';
import styles from './beans.module.css';

export function useOrderIdParam(): number {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export function OrderDetailScreen() {
  const session = useSession();
  const id = useOrderIdParam();
  if (!session) return <LoginPrompt />;
  if (id === 0) return <NotFoundView testId="beans-order-missing" />;
  return <OrderDetail id={id} />;
}

/** How often a page whose countdown ran out asks the server whether the order was closed. */
const TIME_UP_POLL_MS = 3_000;

function OrderDetail({ id }: { id: number }) {
  const [isTimeUp, setTimeUp] = useState(false);
  const order = useBeansOrder(id, isTimeUp ? TIME_UP_POLL_MS : false);
  if (order.isPending) return <LoadingView lines={4} />;
  if (order.isError) return <ErrorView error={order.error} onRetry={() => void order.refetch()} />;
  const { state } = order.data;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await order.refetch();
      }}
    >
      <div className={styles.screen}>
        <OrderFigures order={order.data} />
        {state === 'unpaid' && (
          <Unpaid
            order={order.data}
            receivedAt={order.dataUpdatedAt}
            isTimeUp={isTimeUp}
            onOver={() => {
              setTimeUp(true);
              void order.refetch();
            }}
          />
        )}
        {state === 'expired' && <Expired />}
      </div>
    </PullToRefresh>
  );
}

/** The hour passed unpaid: the beans went back to the seller. */
function Expired() {
  const intl = useIntl();
  return (
    <section className={styles.card} data-testid="beans-order-expired">
      <strong>{intl.formatMessage({ id: 'webBeans.state.expired' })}</strong>
      <span className={styles.muted}>{intl.formatMessage({ id: 'webBeans.expiredNote' })}</span>
    </section>
  );
}

interface UnpaidProps {
  order: BeansOrderView;
  receivedAt: number;
  /** The countdown ran out and the server has not closed the order yet: paying is no longer offered. */
  isTimeUp: boolean;
  onOver: () => void;
}

function Unpaid({ order, receivedAt, isTimeUp, onOver }: UnpaidProps) {
  const intl = useIntl();
  const cancel = useCancelBeansOrder();
  const confirmCancel = () =>
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        content: intl.formatMessage({ id: 'webBeans.cancelConfirm' }),
        confirmText: intl.formatMessage({ id: 'common.confirm' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () =>
          cancel
            .mutateAsync(order.id)
            .then(() => showToast(intl.formatMessage({ id: 'webBeans.cancelled' }), 'success'), reportError),
      }),
    );
  return (
    <section className={styles.card}>
      <span className={styles.muted}>{intl.formatMessage({ id: 'webBeans.timeLeft' })}</span>
      <Countdown
        to={order.expiresAt}
        serverTime={new Date(receivedAt).toISOString()}
        receivedAt={receivedAt}
        testId="beans-order-countdown"
        onOver={onOver}
      />
      <div className={styles.actions}>
        {order.role === 'buyer' ? (
          isTimeUp ? null : (
            <Link to={beansPayPath(order.id)} className={styles.link} data-testid="beans-order-pay">
              {intl.formatMessage({ id: 'webBeans.pay' })}
            </Link>
          )
        ) : (
          <Button size="small" onClick={confirmCancel} loading={cancel.isPending} data-testid="beans-order-cancel">
            {intl.formatMessage({ id: 'webBeans.cancel' })}
          </Button>
        )}
      </div>
    </section>
  );
}
