import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';
import { useOrderCounts, type OrderCounts } from '@/shared/orders/api/orders.ts';
import { BoxIcon, ChatIcon, ListIcon, ReturnIcon, TruckIcon, WalletIcon } from './account-icons.tsx';
import styles from './account-screen.module.css';

// `tab` is the order list's address (`?tab=`, read by the orders feature); `count` the tab's figure
// in the server's counts (`orders/queryNum`), which has none for "all".
const shortcuts: { tab: string; count?: keyof OrderCounts; label: WebMessageId; Icon: typeof ListIcon }[] = [
  { tab: 'all', label: 'webAccount.orders.all', Icon: ListIcon },
  { tab: 'pay', count: 'pay', label: 'webAccount.orders.pay', Icon: WalletIcon },
  { tab: 'ship', count: 'ship', label: 'webAccount.orders.ship', Icon: BoxIcon },
  { tab: 'receive', count: 'receive', label: 'webAccount.orders.receive', Icon: TruckIcon },
  { tab: 'review', count: 'review', label: 'webAccount.orders.review', Icon: ChatIcon },
  { tab: 'after-sale', count: 'afterSale', label: 'webAccount.orders.afterSale', Icon: ReturnIcon },
];

/** The row of order shortcuts: each opens the order list on its tab, with how many orders wait there. */
export function OrderShortcuts() {
  const intl = useIntl();
  const counts = useOrderCounts();
  return (
    <nav className={styles.orders} aria-label={intl.formatMessage({ id: 'webAccount.orders.title' })}>
      {shortcuts.map(({ tab, count, label, Icon }) => {
        const waiting = count ? (counts.data?.[count] ?? 0) : 0;
        return (
          <Link
            key={tab}
            to={`${paths.orders}?tab=${tab}`}
            className={styles.order}
            data-testid={`order-shortcut-${tab}`}
          >
            <span className={styles.orderIconWrap}>
              <Icon className={styles.orderIcon} />
              {waiting > 0 && (
                <span className={styles.orderBadge} data-testid={`order-shortcut-${tab}-count`}>
                  {waiting > 99 ? '99+' : waiting}
                </span>
              )}
            </span>
            <span>{intl.formatMessage({ id: label })}</span>
          </Link>
        );
      })}
    </nav>
  );
}
