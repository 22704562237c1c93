import type { ComponentType, SVGProps } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';
import { AwardIcon, BagIcon, HomeIcon, StarIcon, UserIcon } from './icons.tsx';
import styles from './tab-bar.module.css';

export const tabs = [
  { key: 'home', path: paths.home, label: 'web.tab.home', Icon: HomeIcon },
  { key: 'points', path: paths.points, label: 'web.tab.points', Icon: StarIcon },
  { key: 'vip', path: paths.vip, label: 'web.tab.vip', Icon: AwardIcon },
  { key: 'cart', path: paths.cart, label: 'web.tab.cart', Icon: BagIcon },
  { key: 'me', path: paths.account, label: 'web.tab.me', Icon: UserIcon },
] as const satisfies readonly {
  key: string;
  path: string;
  label: WebMessageId;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[];

export type TabKey = (typeof tabs)[number]['key'];

/**
 * The bottom tab bar of the five tab pages: plain links (a real address, a keyboard stop each).
 * Switching tabs replaces the entry, as tab apps do. `badges`: counts shown on a tab (the cart's lines).
 */
export function AppTabBar({ active, badges = {} }: { active: TabKey; badges?: Partial<Record<TabKey, number>> }) {
  const intl = useIntl();
  return (
    <nav className={styles.bar} data-testid="tabbar">
      <div className={styles.items}>
        {tabs.map(({ key, path, label, Icon }) => (
          <Link
            key={key}
            to={path}
            replace
            className={key === active ? styles.active : styles.item}
            data-testid={`tab-${key}`}
            aria-current={key === active ? 'page' : undefined}
          >
            <span className={styles.iconWrap}>
              <Icon className={styles.icon} />
              {(badges[key] ?? 0) > 0 && (
                <span className={styles.badge} data-testid={`tab-${key}-badge`}>
                  {badges[key]! > 99 ? '99+' : badges[key]}
                </span>
              )}
            </span>
            <span className={styles.title}>{intl.formatMessage({ id: label })}</span>
          </Link>
        ))}
      </div>
    </nav>
  );
}
