// The points tab: the member's points and the way into their history, then what the points buy.
// Points items are priced in points here (their contributable points), never in the currency alone,
// and the home page's banners and modules stay on the home tab.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid.tsx';
import { ErrorView } from '@/components/query-states.tsx';
import type { LoginLocationState } from '@/lib/navigation.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useBalance } from '@/shared/wallet/api/get-balance.ts';
import { useWalletFormat } from '@/shared/wallet/hooks/use-wallet-format.ts';
import { usePointsZone, type ProductSort } from '../api/get-points-zone.ts';
import styles from './points-zone-screen.module.css';

// Price sorts are left out: they order by the cash price, which this tab does not show.
const sorts = [
  { sort: 'default', label: 'webShop.sort.default' },
  { sort: 'sales', label: 'webShop.sort.sales' },
  { sort: 'newest', label: 'webShop.sort.newest' },
] as const;

export function PointsZoneScreen() {
  const intl = useIntl();
  const [sort, setSort] = useState<ProductSort>('default');
  const zone = usePointsZone(sort);
  const session = useSession();
  const balance = useBalance();
  const products = zone.data?.pages.flatMap((page) => page.list) ?? [];

  const refresh = async () => {
    await Promise.all([zone.refetch(), session ? balance.refetch() : undefined]);
  };

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.page}>
        <PointsBalanceCard />

        <section className={styles.zone} aria-labelledby="points-zone-title">
          <h2 className={styles.title} id="points-zone-title">
            {intl.formatMessage({ id: 'webShop.points.title' })}
          </h2>
          <div className={styles.sorts} role="group" aria-label={intl.formatMessage({ id: 'webShop.sort.label' })}>
            {sorts.map((option) => (
              <button
                key={option.sort}
                type="button"
                className={styles.sort}
                aria-pressed={sort === option.sort}
                onClick={() => setSort(option.sort)}
                data-testid={`sort-${option.sort}`}
              >
                {intl.formatMessage({ id: option.label })}
              </button>
            ))}
          </div>

          {zone.isPending ? (
            <ProductGridSkeleton count={4} />
          ) : zone.isError && products.length === 0 ? (
            <ErrorView error={zone.error} onRetry={() => void zone.refetch()} />
          ) : (
            <>
              <ProductGrid products={products} priceIn="points" testId="points-zone-products" />
              <InfiniteFooter
                hasMore={zone.hasNextPage}
                loadMore={() => zone.fetchNextPage()}
                isEmpty={products.length === 0}
                emptyText={intl.formatMessage({ id: 'webShop.points.empty' })}
              />
            </>
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}

/** The member's points with the way into their history; guests are asked to log in. */
function PointsBalanceCard() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const format = useWalletFormat();
  const { data: balance } = useBalance();

  if (!session) {
    const state: LoginLocationState = { canReturn: true };
    return (
      <section className={styles.balance} data-testid="points-guest">
        <p className={styles.guest}>{intl.formatMessage({ id: 'webShop.points.guest' })}</p>
        <Button color="primary" size="small" onClick={() => void navigate(paths.login, { state })}>
          {intl.formatMessage({ id: 'common.login' })}
        </Button>
      </section>
    );
  }

  return (
    <section className={styles.balance} aria-labelledby="points-balance-label">
      <div className={styles.figure}>
        <span className={styles.label} id="points-balance-label">
          {intl.formatMessage({ id: 'webShop.points.balance' })}
        </span>
        {balance ? (
          <strong className={styles.value} data-testid="points-balance">
            {format.amount(balance.points, 'points')}
          </strong>
        ) : (
          <Skeleton.Title animated className={styles.valueSkeleton} />
        )}
      </div>
      <Link className={styles.history} to={paths.pointsHistory} data-testid="points-history-link">
        {intl.formatMessage({ id: 'webShop.points.history' })}
      </Link>
    </section>
  );
}
