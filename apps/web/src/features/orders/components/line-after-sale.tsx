// Beside a received order's line: what after-sales refunded of it, and the way to ask for
// after-sales while some of its units are not refunded.
import { useIntl } from 'react-intl';
import { Price } from '@/components/price.tsx';
import { Link } from '@/lib/router.tsx';
import type { OrderDetail } from '../api/orders.ts';
import { lineRefundOf } from '../lib/line-refund.ts';
import { afterSalePath } from './use-order-steps.ts';
import styles from './orders.module.css';

type Line = Pick<OrderDetail['lines'][number], 'id' | 'num' | 'refundedNum' | 'refundedAmount'>;

export function LineAfterSale({ orderId, line, canAsk }: { orderId: number; line: Line; canAsk: boolean }) {
  const intl = useIntl();
  const refund = lineRefundOf(line);
  return (
    <>
      {refund !== 'none' && (
        <span className={styles.lineRefunded} data-testid="order-line-refunded" data-refund={refund}>
          {intl.formatMessage(
            { id: refund === 'full' ? 'webOrders.line.refunded' : 'webOrders.line.refundedSome' },
            { num: line.refundedNum ?? 0 },
          )}{' '}
          <Price amount={line.refundedAmount ?? '0.00'} />
        </span>
      )}
      {canAsk && refund !== 'full' && (
        <Link className={styles.lineAction} to={afterSalePath(orderId, [line])} data-testid="order-line-after-sale">
          {intl.formatMessage({ id: 'webOrders.action.afterSale' })}
        </Link>
      )}
    </>
  );
}
