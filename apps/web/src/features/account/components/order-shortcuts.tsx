import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';
import { BoxIcon, ChatIcon, ListIcon, ReturnIcon, TruckIcon, WalletIcon } from './account-icons.tsx';
import styles from './account-screen.module.css';

const shortcuts: { tab: string; label: WebMessageId; Icon: typeof ListIcon }[] = [
  { tab: 'all', label: 'webAccount.orders.all', Icon: ListIcon },
  { tab: 'pay', label: 'webAccount.orders.pay', Icon: WalletIcon },
  { tab: 'ship', label: 'webAccount.orders.ship', Icon: BoxIcon },
  { tab: 'receive', label: 'webAccount.orders.receive', Icon: TruckIcon },
  { tab: 'review', label: 'webAccount.orders.review', Icon: ChatIcon },
  { tab: 'after-sale', label: 'webAccount.orders.afterSale', Icon: ReturnIcon },
];

/** The row of order shortcuts: each opens the order list on its tab. */
export function OrderShortcuts() {
  const intl = useIntl();
  return (
    <nav className={styles.orders} aria-label={intl.formatMessage({ id: 'webAccount.orders.title' })}>
      {shortcuts.map(({ tab, label, Icon }) => (
        <Link
          key={tab}
          to={`${paths.orders}?tab=${tab}`}
          className={styles.order}
          data-testid={`order-shortcut-${tab}`}
        >
          <Icon className={styles.orderIcon} />
          <span>{intl.formatMessage({ id: label })}</span>
        </Link>
      ))}
    </nav>
  );
}
