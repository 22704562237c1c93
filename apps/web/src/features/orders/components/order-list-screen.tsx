// pages/order/order: the member's orders by tab (all, to pay, to ship, to receive, to review,
// after-sale) with each tab's count, the tab in the address (`?tab=pay`, the account page's
// shortcuts), loaded ten at a time as they scroll and refreshed by pulling down. The after-sale tab
// also leads to the member's after-sales requests.
import { useIntl } from 'react-intl';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import Tabs from 'antd-mobile/es/components/tabs';
import { Link, useSearchParams } from '@/lib/router.tsx';
import { BagIcon } from '@/components/icons.tsx';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useOrderCounts, type OrderCounts } from '@/shared/orders/api/orders.ts';
import { useOrderList } from '../api/orders.ts';
import { listTabs, queryOfTab, tabOfQuery, type OrderTab } from '../lib/order-state.ts';
import { OrderCard } from './order-card.tsx';
import { useOrderSteps } from './use-order-steps.ts';
import styles from './orders.module.css';

const tabLabels = {
  all: 'webAccount.orders.all',
  pay: 'webAccount.orders.pay',
  ship: 'webAccount.orders.ship',
  receive: 'webAccount.orders.receive',
  review: 'webAccount.orders.review',
  afterSale: 'webAccount.orders.afterSale',
} as const;

export function OrderListScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <OrderTabs />;
}

function OrderTabs() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab = tabOfQuery(params.get('tab'));
  const counts = useOrderCounts();
  const countOf = (key: OrderTab) => (key === 'all' ? 0 : (counts.data?.[key as keyof OrderCounts] ?? 0));
  return (
    <div className={styles.screen}>
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => setParams({ tab: queryOfTab(tabOfQuery(key)) }, { replace: true })}
      >
        {listTabs.map((key) => (
          <Tabs.Tab
            key={key}
            title={
              <span className={styles.tabTitle} data-testid={`orders-tab-${key}`}>
                {intl.formatMessage({ id: tabLabels[key] })}
                {countOf(key) > 0 && (
                  <span className={styles.tabCount} data-testid={`orders-tab-${key}-count`}>
                    {countOf(key) > 99 ? '99+' : countOf(key)}
                  </span>
                )}
              </span>
            }
          />
        ))}
      </Tabs>
      <OrderList key={tab} tab={tab} refreshCounts={() => counts.refetch()} />
    </div>
  );
}

function OrderList({ tab, refreshCounts }: { tab: OrderTab; refreshCounts: () => Promise<unknown> }) {
  const intl = useIntl();
  const orders = useOrderList(tab);
  const { run, busy } = useOrderSteps();
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];
  if (orders.isPending) return <LoadingView lines={6} />;
  if (orders.isError && list.length === 0)
    return <ErrorView error={orders.error} onRetry={() => void orders.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await Promise.all([orders.refetch(), refreshCounts()]);
      }}
    >
      {tab === 'afterSale' && (
        <Link className={styles.afterSales} to={paths.afterSales} data-testid="orders-after-sales">
          {intl.formatMessage({ id: 'webOrders.list.afterSaleRequests' })}
        </Link>
      )}
      {list.length === 0 ? (
        <StatusView
          testId="orders-empty"
          icon={<BagIcon />}
          title={intl.formatMessage({ id: 'webOrders.list.empty' })}
          action={
            <Link to={paths.home} className={styles.goShopping}>
              {intl.formatMessage({ id: 'webOrders.list.goShopping' })}
            </Link>
          }
        />
      ) : (
        <div className={styles.list} data-testid="orders-list" data-tab={tab}>
          {list.map((order) => (
            <OrderCard key={order.orderId} order={order} onAction={run} busy={busy} />
          ))}
          <InfiniteFooter hasMore={orders.hasNextPage} loadMore={() => orders.fetchNextPage()} />
        </div>
      )}
    </PullToRefresh>
  );
}
