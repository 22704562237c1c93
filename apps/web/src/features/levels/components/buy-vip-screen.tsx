// pac/buyVip: the sets that raise a member's level, each with what it grants, and a buy button
// that opens the set's product page. Pull down to refresh.
import { useIntl } from 'react-intl';
import Card from 'antd-mobile/es/components/card';
import { AwardIcon } from '@/components/icons.tsx';
import { Price } from '@/components/price.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { Link } from '@/lib/router.tsx';
import { productPath } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useLevelSets } from '../api/levels.ts';
import { useLevels } from './level-names.ts';
import styles from './levels.module.css';

export function BuyVipScreen() {
  const intl = useIntl();
  const sets = useLevelSets();
  const { nameOf, benefitsOf } = useLevels();
  const level = useSession()?.user?.level ?? 1;
  if (sets.isPending) return <LoadingView lines={6} />;
  if (sets.isError) return <ErrorView error={sets.error} onRetry={() => void sets.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await sets.refetch();
      }}
    >
      <div className={styles.screen} data-testid="buy-vip">
        <p className={styles.intro}>
          {level >= 2
            ? intl.formatMessage({ id: 'webLevels.buyVip.owned' }, { level: nameOf(level) })
            : intl.formatMessage({ id: 'webLevels.buyVip.intro' })}
        </p>
        {sets.data.length === 0 ? (
          <StatusView icon={<AwardIcon />} title={intl.formatMessage({ id: 'webLevels.buyVip.empty' })} />
        ) : (
          sets.data.map((set) => (
            <Card
              key={set.id}
              title={<h3 className={styles.heading}>{set.name}</h3>}
              data-testid={`buy-vip-set-${set.id}`}
            >
              <div className={styles.part}>
                <span className={styles.partName}>
                  {intl.formatMessage({ id: 'webLevels.buyVip.grants' }, { level: nameOf(set.grantsLevel ?? 1) })}
                </span>
                <Price amount={set.price} className={styles.amount} />
              </div>
              <ul className={styles.benefits}>
                {benefitsOf(set.grantsLevel ?? 1).map((benefit, index) => (
                  <li key={index}>{benefit}</li>
                ))}
              </ul>
              <Link to={productPath(set.id)} className={styles.button} data-testid={`buy-vip-buy-${set.id}`}>
                {intl.formatMessage({ id: 'webLevels.buyVip.buy' })}
              </Link>
            </Card>
          ))
        )}
      </div>
    </PullToRefresh>
  );
}
