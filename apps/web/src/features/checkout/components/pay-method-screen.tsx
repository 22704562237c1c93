// money/paymentSelectMethod: what is left to pay for the order, and how: the QR (every provider)
// or a card saved with the provider when there are any.
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Radio from 'antd-mobile/es/components/radio';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Price } from '@/components/price.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { orderPayPath, paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useOrderDetail, useSavedCards } from '../api/checkout.ts';
import { OrderGone } from './pay-shared.tsx';
import { useOrderId } from './use-order-id.ts';
import styles from './money.module.css';

export function PayMethodScreen() {
  const session = useSession();
  const orderId = useOrderId();
  if (!session) return <LoginPrompt />;
  if (!orderId) return <OrderGone />;
  return <PayMethod orderId={orderId} />;
}

function PayMethod({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const order = useOrderDetail(orderId);
  const cards = useSavedCards();
  if (order.isPending) return <LoadingView lines={3} />;
  if (order.isError) return <ErrorView error={order.error} onRetry={() => void order.refetch()} />;
  if (order.data.status !== 1) {
    void navigate(orderPayPath(order.data.status === 5 ? paths.payFailed : paths.paySuccess, orderId), {
      replace: true,
    });
    return null;
  }
  return (
    <div className={styles.screen} data-testid="pay-method">
      <section className={styles.due}>
        <span>{intl.formatMessage({ id: 'webCheckout.amountDue' })}</span>
        <Price amount={order.data.amounts.qr} className={styles.dueAmount} testId="pay-method-amount" />
        <span className={styles.muted}>
          {intl.formatMessage({ id: 'webCheckout.orderNo' }, { no: order.data.orderNo })}
        </span>
      </section>
      <List header={intl.formatMessage({ id: 'webCheckout.payTitle' })} className={styles.section}>
        <List.Item
          description={intl.formatMessage({ id: 'webCheckout.qrPayHint' })}
          extra={<Radio checked aria-label={intl.formatMessage({ id: 'webCheckout.qrPay' })} />}
        >
          {intl.formatMessage({ id: 'webCheckout.qrPay' })}
        </List.Item>
        {(cards.data?.list ?? []).map((card) => (
          <List.Item key={card.id} description={card.expiry} extra={<Radio disabled />}>
            {intl.formatMessage({ id: 'webCheckout.savedCards' })} · {card.brand} •••• {card.last4}
          </List.Item>
        ))}
      </List>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(orderPayPath(paths.prepay, orderId), { replace: true })}
          data-testid="pay-method-pay"
        >
          {intl.formatMessage({ id: 'webCheckout.payNow' })}
        </Button>
      </div>
    </div>
  );
}
