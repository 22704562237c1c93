// One sell-beans order's figures: state, beans, price, total and the other member.
import { useIntl } from 'react-intl';
import { Price } from '@/components/price.tsx';
import type { BeansOrderView } from '../api/beans.ts';
import styles from './beans.module.css';

export function OrderFigures({ order }: { order: BeansOrderView }) {
  const intl = useIntl();
  const other = order.role === 'seller' ? order.buyer : order.seller;
  return (
    <section className={styles.card} data-testid="beans-order" data-state={order.state}>
      <div className={styles.row}>
        <span className={styles.muted}>{order.orderNo}</span>
        <span data-testid="beans-order-state">{intl.formatMessage({ id: `webBeans.state.${order.state}` })}</span>
      </div>
      <div className={styles.row}>
        <span>{intl.formatMessage({ id: order.role === 'seller' ? 'webBeans.buyer' : 'webBeans.seller' })}</span>
        <span>{other.nickname}</span>
      </div>
      <div className={styles.row}>
        <span>{intl.formatMessage({ id: 'webBeans.beans' })}</span>
        <span data-testid="beans-order-beans">{order.beans}</span>
      </div>
      <div className={styles.row}>
        <span>{intl.formatMessage({ id: 'webBeans.price' })}</span>
        <Price amount={order.price} />
      </div>
      <div className={styles.row}>
        <span>{intl.formatMessage({ id: 'webBeans.total' })}</span>
        <Price amount={order.total} className={styles.total} testId="beans-order-total" />
      </div>
    </section>
  );
}
