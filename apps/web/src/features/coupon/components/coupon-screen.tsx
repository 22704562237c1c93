// "My coupons": unused, used and expired tabs, and the coupons to claim; each newest first, loaded as the member scrolls and
// refreshed by pulling down.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import Tabs from 'antd-mobile/es/components/tabs';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { Link, useSearchParams } from '@/lib/router.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useMyCoupons, type CouponTab } from '../api/coupons.ts';
import { ClaimList } from './claim-list.tsx';
import { CouponCard } from './coupon-card.tsx';
import { TicketIcon } from './ticket-icon.tsx';
import styles from './coupon-screen.module.css';

const tabs: readonly (CouponTab | 'claim')[] = ['unused', 'used', 'expired', 'claim'];

export function CouponScreen() {
  const intl = useIntl();
  const session = useSession();
  // `?tab=claim` opens the coupons to claim (the checkout's picker links there).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<CouponTab | 'claim'>(params.get('tab') === 'claim' ? 'claim' : 'unused');
  if (!session) return <LoginPrompt />;
  return (
    <div className={styles.screen}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as CouponTab | 'claim')} className={styles.tabs}>
        {tabs.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`coupon-tab-${key}`}>{intl.formatMessage({ id: `webCoupon.tab.${key}` })}</span>}
          />
        ))}
      </Tabs>
      {tab === 'claim' ? <ClaimList /> : <CouponList key={tab} tab={tab} />}
    </div>
  );
}

function CouponList({ tab }: { tab: CouponTab }) {
  const intl = useIntl();
  const coupons = useMyCoupons(tab);
  const list = coupons.data?.pages.flatMap((page) => page.list) ?? [];
  if (coupons.isPending) return <LoadingView lines={4} />;
  if (coupons.isError && list.length === 0)
    return <ErrorView error={coupons.error} onRetry={() => void coupons.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await coupons.refetch();
      }}
    >
      {list.length === 0 ? (
        <StatusView
          testId="coupons-empty"
          icon={<TicketIcon />}
          title={intl.formatMessage({ id: `webCoupon.empty.${tab}` })}
          action={
            tab === 'unused' ? (
              <Link to={paths.home} className={styles.goShopping}>
                {intl.formatMessage({ id: 'web.cart.goShopping' })}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <div className={styles.list} data-testid="coupons">
          {list.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
          <InfiniteFooter hasMore={coupons.hasNextPage} loadMore={() => coupons.fetchNextPage()} />
        </div>
      )}
    </PullToRefresh>
  );
}
