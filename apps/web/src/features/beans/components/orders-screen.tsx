// The member's sell-beans orders: a tab as seller and one as buyer, newest first, page by page.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Tabs from 'antd-mobile/es/components/tabs';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { beansOrderPath, paths } from '@/lib/paths.ts';
import { Link } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { useBeansOrders, type BeansRole } from '../api/beans.ts';
import { OrderFigures } from './order-card.tsx';
import styles from './beans.module.css';

export function OrdersScreen() {
  const intl = useIntl();
  const session = useSession();
  const [role, setRole] = useState<BeansRole>('seller');
  if (!session) return <LoginPrompt />;
  return (
    <div>
      <Tabs activeKey={role} onChange={(key) => setRole(key as BeansRole)}>
        <Tabs.Tab key="seller" title={intl.formatMessage({ id: 'webBeans.tab.seller' })} />
        <Tabs.Tab key="buyer" title={intl.formatMessage({ id: 'webBeans.tab.buyer' })} />
      </Tabs>
      <OrdersList key={role} role={role} />
    </div>
  );
}

function OrdersList({ role }: { role: BeansRole }) {
  const intl = useIntl();
  const orders = useBeansOrders(role);
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];
  if (orders.isPending) return <LoadingView lines={4} />;
  if (orders.isError && list.length === 0)
    return <ErrorView error={orders.error} onRetry={() => void orders.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await orders.refetch();
      }}
    >
      <div className={styles.screen}>
        {role === 'seller' && (
          <Link to={paths.sellBeans} className={styles.link} data-testid="beans-orders-sell">
            {intl.formatMessage({ id: 'webBeans.sell' })}
          </Link>
        )}
        {list.length === 0 ? (
          <p className={styles.muted} data-testid="beans-orders-empty">
            {intl.formatMessage({ id: 'webBeans.empty' })}
          </p>
        ) : (
          <>
            <ul className={styles.list} data-testid="beans-orders">
              {list.map((order) => (
                <li key={order.id}>
                  <Link to={beansOrderPath(order.id)} data-testid="beans-orders-item">
                    <OrderFigures order={order} />
                  </Link>
                </li>
              ))}
            </ul>
            <InfiniteFooter hasMore={orders.hasNextPage} loadMore={() => orders.fetchNextPage()} />
          </>
        )}
      </div>
    </PullToRefresh>
  );
}
