// pac/vipWelfare: what the member got on first becoming VIP (the coupon, the voucher, the beans and
// the health plan with its end date), or an invitation to become VIP. Pull down to refresh.
import { useIntl } from 'react-intl';
import Card from 'antd-mobile/es/components/card';
import Tag from 'antd-mobile/es/components/tag';
import { AwardIcon } from '@/components/icons.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Price } from '@/components/price.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { Link } from '@/lib/router.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useMyWelfare, type Welfare } from '../api/levels.ts';
import styles from './levels.module.css';

export function VipWelfareScreen() {
  if (!useSession()) return <LoginPrompt />;
  return <WelfareView />;
}

function WelfareView() {
  const intl = useIntl();
  const welfare = useMyWelfare();
  if (welfare.isPending) return <LoadingView lines={6} />;
  if (welfare.isError) return <ErrorView error={welfare.error} onRetry={() => void welfare.refetch()} />;
  const data = welfare.data;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await welfare.refetch();
      }}
    >
      {data.grantedAt ? (
        <Granted welfare={data} />
      ) : (
        <StatusView
          testId={data.isVip ? 'welfare-pending' : 'welfare-not-vip'}
          icon={<AwardIcon />}
          title={intl.formatMessage({ id: data.isVip ? 'webLevels.welfare.pending' : 'webLevels.welfare.notVip' })}
          description={intl.formatMessage({
            id: data.isVip ? 'webLevels.welfare.pendingHint' : 'webLevels.welfare.notVipHint',
          })}
          action={
            data.isVip ? undefined : (
              <Link to={paths.buyVip} className={styles.button} data-testid="welfare-buy-vip">
                {intl.formatMessage({ id: 'webLevels.title.buyVip' })}
              </Link>
            )
          }
        />
      )}
    </PullToRefresh>
  );
}

function Granted({ welfare }: { welfare: Welfare }) {
  const intl = useIntl();
  const date = (at: string) => intl.formatDate(at, { dateStyle: 'medium' });
  const { coupon, healthPlan } = welfare;
  return (
    <div className={styles.screen} data-testid="welfare">
      <p className={styles.intro}>
        {intl.formatMessage({ id: 'webLevels.welfare.grantedAt' }, { date: date(welfare.grantedAt!) })}
      </p>
      {coupon ? (
        <Card data-testid="welfare-coupon">
          <div className={styles.part}>
            <span className={styles.partName}>{coupon.name}</span>
            <Tag color="primary" fill="outline">
              {intl.formatMessage({ id: `webLevels.welfare.couponState.${coupon.state as 'unused'}` })}
            </Tag>
          </div>
          <Price amount={coupon.amount} className={styles.amount} />
          <p className={styles.note}>
            {intl.formatMessage(
              { id: 'webLevels.welfare.couponTerms' },
              { threshold: coupon.threshold, date: date(coupon.validTo) },
            )}
          </p>
        </Card>
      ) : null}
      {welfare.voucher ? (
        <Card data-testid="welfare-voucher">
          <div className={styles.part}>
            <span className={styles.partName}>{intl.formatMessage({ id: 'webLevels.welfare.voucher' })}</span>
            <Price amount={welfare.voucher} className={styles.amount} />
          </div>
        </Card>
      ) : null}
      {welfare.beans ? (
        <Card data-testid="welfare-beans">
          <div className={styles.part}>
            <span className={styles.partName}>{intl.formatMessage({ id: 'webLevels.welfare.beans' })}</span>
            <span className={styles.amount}>{welfare.beans}</span>
          </div>
        </Card>
      ) : null}
      {healthPlan ? (
        <Card data-testid="welfare-health-plan">
          <div className={styles.part}>
            <span className={styles.partName}>{intl.formatMessage({ id: 'webLevels.welfare.healthPlan' })}</span>
            {healthPlan.isActive ? null : <Tag>{intl.formatMessage({ id: 'webLevels.welfare.ended' })}</Tag>}
          </div>
          <p className={styles.note}>
            {intl.formatMessage({ id: 'webLevels.welfare.healthPlanUntil' }, { date: date(healthPlan.endsAt) })}
          </p>
        </Card>
      ) : null}
      <div className={styles.links}>
        <Link to={paths.coupons} className={styles.outline} data-testid="welfare-view-coupons">
          {intl.formatMessage({ id: 'webLevels.welfare.viewCoupons' })}
        </Link>
        <Link to={paths.voucherHistory} className={styles.outline}>
          {intl.formatMessage({ id: 'webLevels.welfare.viewVouchers' })}
        </Link>
      </div>
    </div>
  );
}
