import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import Card from 'antd-mobile/es/components/card';
import Tag from 'antd-mobile/es/components/tag';
import { pickText } from '@mall/contracts/browser';
import { AwardIcon } from '@/components/icons.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';
import { useLocale } from '@/lib/locale.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import styles from './vip-screen.module.css';

/** The VIP tab: every member level with its benefits, the viewer's own level marked. */
export function VipScreen() {
  const intl = useIntl();
  const locale = useLocale();
  const settings = useAppSettings();
  const viewerLevel = useSession()?.user?.level;

  if (!settings.data) {
    return settings.isError ? (
      <ErrorView error={settings.error} onRetry={() => void settings.refetch()} />
    ) : (
      <LoadingView lines={6} />
    );
  }
  const levels = [...settings.data.memberLevels].sort((a, b) => a.level - b.level);
  if (levels.length === 0) {
    return <StatusView icon={<AwardIcon />} title={intl.formatMessage({ id: 'web.vip.empty' })} />;
  }

  return (
    <div className={styles.vip}>
      {/* The products that count towards a member's level: where a member works towards the next one. */}
      <Link className={styles.zone} to={paths.pvProducts} data-testid="vip-pv-products">
        {intl.formatMessage({ id: 'webBrowse.title.pvProducts' })}
      </Link>
      {/* Sales pages are a VIP's; below VIP the page itself asks to upgrade. */}
      <Link className={styles.zone} to={paths.salesPages} data-testid="vip-sales-pages">
        {intl.formatMessage({ id: 'webSharing.entry' })}
      </Link>
      <LevelPages viewerLevel={viewerLevel} />
      <h2 className={styles.heading}>{intl.formatMessage({ id: 'web.vip.heading' })}</h2>
      {levels.map((info) => {
        const isCurrent = info.level === viewerLevel;
        return (
          <Card
            key={info.level}
            className={isCurrent ? styles.current : styles.level}
            data-testid={`vip-level-${info.level}`}
            data-current={isCurrent ? 'true' : undefined}
            aria-current={isCurrent ? 'true' : undefined}
            title={<h3 className={styles.levelName}>{pickText(info.name, locale)}</h3>}
            extra={
              isCurrent ? (
                <Tag color="primary" fill="solid">
                  {intl.formatMessage({ id: 'web.vip.current' })}
                </Tag>
              ) : undefined
            }
          >
            {info.benefits.length > 0 ? (
              <ul className={styles.benefits}>
                {info.benefits.map((benefit, index) => (
                  <li key={index}>{pickText(benefit, locale)}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.none}>{intl.formatMessage({ id: 'web.vip.noBenefits' })}</p>
            )}
          </Card>
        );
      })}
    </div>
  );
}

/** The level pages: the viewer's own level, welfare, the V730 centre, and how to rise. */
function LevelPages({ viewerLevel }: { viewerLevel: number | undefined }) {
  const intl = useIntl();
  return (
    <nav className={styles.pages} aria-label={intl.formatMessage({ id: 'web.vip.heading' })}>
      {viewerLevel !== undefined && (
        <Link className={styles.zone} to={paths.team} data-testid="vip-team">
          {intl.formatMessage({ id: 'webTeam.entry' })}
        </Link>
      )}
      {/* Sell-beans orders: a buyer pays theirs here too; selling asks for VIP on its own page. */}
      {viewerLevel !== undefined && (
        <Link className={styles.zone} to={paths.beansOrders} data-testid="vip-beans-orders">
          {intl.formatMessage({ id: 'webBeans.entry' })}
        </Link>
      )}
      {viewerLevel ? (
        <>
          <Link className={styles.zone} to={paths.levelDetail} data-testid="vip-level-detail">
            {intl.formatMessage({ id: 'webLevels.title.levelDetail' })}
          </Link>
          <Link className={styles.zone} to={paths.vipWelfare} data-testid="vip-welfare">
            {intl.formatMessage({ id: 'webLevels.title.vipWelfare' })}
          </Link>
        </>
      ) : null}
      <Link className={styles.zone} to={paths.vipCenter} data-testid="vip-center-link">
        {intl.formatMessage({ id: 'webLevels.title.vipCenter' })}
      </Link>
      {(viewerLevel ?? 1) < 3 ? (
        <Link className={styles.zone} to={paths.buyVip} data-testid="vip-buy">
          {intl.formatMessage({ id: 'webLevels.title.buyVip' })}
        </Link>
      ) : null}
    </nav>
  );
}
