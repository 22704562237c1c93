// money/check-result (waiting for the bank), money/paySuccess and money/payFailed, for any payable:
// the provider's return URL names it (`orderId`, and `payableKind` when it is not an order), and
// only an order's pages link to the order.
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
import { isOrder, type PayableRef } from '../lib/payable.ts';
import { usePayable } from './use-order-id.ts';
import styles from './money.module.css';

const POLL_MS = 2_000;

export function CheckResultScreen() {
  const session = useSession();
  const payable = usePayable();
  if (!session) return <LoginPrompt />;
  if (!payable) return <OrderGone />;
  return <CheckResult payable={payable} />;
}

function CheckResult({ payable }: { payable: PayableRef }) {
  const intl = useIntl();
  // Asked afresh on every visit: an earlier attempt's answer must not decide this one.
  const [visit] = useState(() => String(Date.now()));
  const status = usePayStatus(payable, POLL_MS, visit);
  useSettledRedirect(payable, status.data?.state);
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
  const payable = usePayable();
  if (!session) return <LoginPrompt />;
  if (!payable) return <OrderGone />;
  return <PaySuccess payable={payable} />;
}

function PaySuccess({ payable }: { payable: PayableRef }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const orderId = isOrder(payable) ? payable.id : 0;
  // Another kind's payable is no order: nothing to read about it, and no order page to go to.
  const order = useOrderDetail(orderId);
  const hasOrderPage = useHasPage(paths.orderDetail) && orderId > 0;
  if (orderId > 0 && order.isPending) return <LoadingView lines={3} />;
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
  const payable = usePayable();
  const [params] = useSearchParams();
  const intl = useIntl();
  const navigate = useNavigate();
  if (!session) return <LoginPrompt />;
  const isExpired = params.get('reason') === 'expired';
  // Paying again chooses among an order's ways to pay: another kind is paid again where it began.
  const orderId = payable && isOrder(payable) ? payable.id : 0;
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
