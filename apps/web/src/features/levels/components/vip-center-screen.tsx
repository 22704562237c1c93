// pacer-new/vip-center: the V730 level's benefits as the settings list them (seven in the demo).
import { useIntl } from 'react-intl';
import Card from 'antd-mobile/es/components/card';
import { AwardIcon } from '@/components/icons.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { Link } from '@/lib/router.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useLevels } from './level-names.ts';
import styles from './levels.module.css';

const V730 = 3;

export function VipCenterScreen() {
  const intl = useIntl();
  const { settings, nameOf, benefitsOf } = useLevels();
  const isV730 = (useSession()?.user?.level ?? 1) >= V730;
  if (!settings.data) {
    return settings.isError ? (
      <ErrorView error={settings.error} onRetry={() => void settings.refetch()} />
    ) : (
      <LoadingView lines={7} />
    );
  }
  const benefits = benefitsOf(V730);
  if (benefits.length === 0) {
    return <StatusView icon={<AwardIcon />} title={intl.formatMessage({ id: 'webLevels.vipCenter.empty' })} />;
  }
  return (
    <div className={styles.screen} data-testid="vip-center">
      <p className={styles.intro}>
        {intl.formatMessage({ id: isV730 ? 'webLevels.vipCenter.yours' : 'webLevels.vipCenter.intro' })}
      </p>
      <Card title={<h3 className={styles.heading}>{nameOf(V730)}</h3>}>
        <ol className={styles.benefits} data-testid="vip-center-benefits">
          {benefits.map((benefit, index) => (
            <li key={index}>{benefit}</li>
          ))}
        </ol>
      </Card>
      {isV730 ? null : (
        <Link to={paths.buyVip} className={styles.button}>
          {intl.formatMessage({ id: 'webLevels.title.buyVip' })}
        </Link>
      )}
    </div>
  );
}
