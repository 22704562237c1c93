import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import { Price } from '@/components/price.tsx';
import { paths } from '@/lib/paths.ts';
import type { OrderSummary } from '../api/orders.ts';
import { statusNameOf, type OrderAction } from '../lib/order-state.ts';
import { OrderActionBar } from './order-action-bar.tsx';
import { OrderLines } from './order-lines.tsx';
import type { StepTarget } from './use-order-steps.ts';
import styles from './orders.module.css';

interface OrderCardProps {
  order: OrderSummary;
  onAction: (action: OrderAction, target: StepTarget) => void;
  busy: boolean;
}

/** One order of the list: number, status, lines, total and the buttons its state offers. */
export function OrderCard({ order, onAction, busy }: OrderCardProps) {
  const intl = useIntl();
  const status = statusNameOf(order);
  return (
    <article
      className={styles.card}
      data-testid="order-card"
      data-order-id={order.orderId}
      data-order-no={order.orderNo}
      data-status={order.status}
    >
      <Link className={styles.cardLink} to={`${paths.orderDetail}?orderId=${order.orderId}`} data-testid="order-open">
        <header className={styles.cardHead}>
          <span>{intl.formatMessage({ id: 'webOrders.orderNo' }, { no: order.orderNo })}</span>
          {status && (
            <span className={styles.status} data-testid="order-status">
              {intl.formatMessage({ id: `webOrders.status.${status}` })}
            </span>
          )}
        </header>
        <OrderLines lines={order.lines} />
        <p className={styles.total} data-testid="order-total">
          {order.awaitingMp && (
            <span className={styles.mpNote}>
              {intl.formatMessage({ id: 'webOrders.list.awaitingMp' }, { mp: order.rewardMp })}
            </span>
          )}
          <span>
            {intl.formatMessage(
              { id: 'webOrders.list.total' },
              { num: order.totalNum, amount: <Price key="total" amount={order.orderTotal} /> },
            )}
          </span>
          {order.status === 1 && order.payable !== '0.00' && (
            <span>
              {intl.formatMessage(
                { id: 'webOrders.list.payable' },
                { amount: <Price key="payable" amount={order.payable} /> },
              )}
            </span>
          )}
        </p>
      </Link>
      <OrderActionBar order={order} onAction={onAction} disabled={busy} />
    </article>
  );
}
