// money/check-result (waiting for the bank), money/paySuccess and money/payFailed.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Price } from '@/components/price.tsx';
import { LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { orderPayPath, paths } from '@/lib/paths.ts';
import { useHasPage } from '@/lib/route-presence.ts';
import { useSession } from '@/lib/session.ts';
import { useOrderDetail, usePayStatus } from '../api/checkout.ts';
import { OrderGone, useSettledRedirect } from './pay-shared.tsx';
import { useOrderId } from './use-order-id.ts';
import styles from './money.module.css';

const POLL_MS = 2_000;

export function CheckResultScreen() {
  const session = useSession();
  const orderId = useOrderId();
  if (!session) return <LoginPrompt />;
  if (!orderId) return <OrderGone />;
  return <CheckResult orderId={orderId} />;
}

function CheckResult({ orderId }: { orderId: number }) {
  const intl = useIntl();
  // Asked afresh on every visit: an earlier attempt's answer must not decide this one.
  const [visit] = useState(() => String(Date.now()));
  const status = usePayStatus(orderId, POLL_MS, visit);
  useSettledRedirect(orderId, status.data?.state);
  return (
    <StatusView
      testId="check-result"
      icon={<SpinLoading />}
      title={intl.formatMessage({ id: 'webCheckout.checking' })}
      description={intl.formatMessage({ id: 'webCheckout.checkingHint' })}
    />
  );
}

export function PaySuccessScreen() {
  const session = useSession();
  const orderId = useOrderId();
  if (!session) return <LoginPrompt />;
  if (!orderId) return <OrderGone />;
  return <PaySuccess orderId={orderId} />;
}

function PaySuccess({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const order = useOrderDetail(orderId);
  const hasOrderPage = useHasPage(paths.orderDetail);
  if (order.isPending) return <LoadingView lines={3} />;
  const amounts = order.data?.amounts;
  return (
    <StatusView
      testId="pay-success"
      title={intl.formatMessage({ id: 'webCheckout.successTitle' })}
      description={
        order.data && amounts ? (
          <span className={styles.resultText}>
            <span>{intl.formatMessage({ id: 'webCheckout.orderNo' }, { no: order.data.orderNo })}</span>
            <span>
              {intl.formatMessage({ id: 'webCheckout.paidWith' }, { amount: <Price amount={amounts.orderTotal} /> })}
            </span>
          </span>
        ) : undefined
      }
      action={
        <div className={styles.resultActions}>
          <Button
            color="primary"
            onClick={() => void navigate(paths.home, { replace: true })}
            data-testid="pay-success-home"
          >
            {intl.formatMessage({ id: 'webCheckout.continueShopping' })}
          </Button>
          {hasOrderPage && (
            <Button
              fill="outline"
              onClick={() => void navigate(`${paths.orderDetail}?orderId=${orderId}`, { replace: true })}
              data-testid="pay-success-order"
            >
              {intl.formatMessage({ id: 'webCheckout.viewOrder' })}
            </Button>
          )}
        </div>
      }
    />
  );
}

export function PayFailedScreen() {
  const session = useSession();
  const orderId = useOrderId();
  const [params] = useSearchParams();
  const intl = useIntl();
  const navigate = useNavigate();
  if (!session) return <LoginPrompt />;
  const isExpired = params.get('reason') === 'expired';
  return (
    <StatusView
      testId="pay-failed"
      title={intl.formatMessage({ id: 'webCheckout.failedTitle' })}
      description={intl.formatMessage({ id: isExpired ? 'webCheckout.expiredHint' : 'webCheckout.failedHint' })}
      action={
        <div className={styles.resultActions}>
          {orderId > 0 && !isExpired && (
            <Button
              color="primary"
              onClick={() => void navigate(orderPayPath(paths.paymentSelectMethod, orderId), { replace: true })}
              data-testid="pay-failed-retry"
            >
              {intl.formatMessage({ id: 'webCheckout.payAgain' })}
            </Button>
          )}
          <Button fill="outline" onClick={() => void navigate(paths.home, { replace: true })}>
            {intl.formatMessage({ id: 'webCheckout.backHome' })}
          </Button>
        </div>
      }
    />
  );
}
