// Flash sales in two tabs: running now (grab) and coming (waiting), each with its count.
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@/lib/router.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import Tabs from 'antd-mobile/es/components/tabs';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/lib/paths.ts';
import { useFlashSaleCount } from '../api/get-flash-sale-count.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';
import { FlashSaleList } from './flash-sale-list.tsx';
import styles from './seckill-screen.module.css';

type Tab = 'grab' | 'waiting';

export function SeckillScreen() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('state') === 'waiting' ? 'waiting' : 'grab';
  const count = useFlashSaleCount();

  const titleOf = (state: Tab) => {
    const label = intl.formatMessage({
      id: state === 'grab' ? 'webBrowse.seckill.grabTab' : 'webBrowse.seckill.waitingTab',
    });
    return count.data ? `${label} (${count.data[state]})` : label;
  };
  const refresh = async () => {
    await Promise.all([
      count.refetch(),
      queryClient.refetchQueries({ queryKey: [...catalogListKeys.all, 'flashSales'] }),
    ]);
  };

  return (
    <>
      <div className={styles.tabs}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearchParams(key === 'waiting' ? { state: key } : {}, { replace: true })}
          data-testid="seckill-tabs"
        >
          <Tabs.Tab key="grab" title={titleOf('grab')} />
          <Tabs.Tab key="waiting" title={titleOf('waiting')} />
        </Tabs>
      </div>
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.list}>
          <Link className={styles.deals} to={paths.rocketDeal} data-testid="seckill-rocket-deal">
            {intl.formatMessage({ id: 'webBrowse.title.rocketDeal' })}
          </Link>
          <FlashSaleList key={tab} state={tab} />
        </div>
      </PullToRefresh>
    </>
  );
}

/** The flash deals running right now. */
export function RocketDealScreen() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.refetchQueries({ queryKey: [...catalogListKeys.all, 'flashSales'] });
  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.list} data-testid="rocket-deal">
        <p className={styles.intro}>{intl.formatMessage({ id: 'webBrowse.rocketDeal.intro' })}</p>
        <FlashSaleList state="grab" />
      </div>
    </PullToRefresh>
  );
}
