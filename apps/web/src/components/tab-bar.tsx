import type { ComponentType, MouseEvent, SVGProps } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import TabBar from 'antd-mobile/es/components/tab-bar';
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

// The item is antd-mobile's clickable div; the link inside gives it a keyboard stop and a real
// address, and leaves the navigation to the tab bar so it happens once.
const keepInApp = (event: MouseEvent) => event.preventDefault();

/** The bottom tab bar of the five tab pages. Switching tabs replaces the entry, as tab apps do. */
export function AppTabBar({ active }: { active: TabKey }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <nav className={styles.bar} data-testid="tabbar">
      <TabBar
        activeKey={active}
        safeArea
        onChange={(key) => {
          const tab = tabs.find((candidate) => candidate.key === key);
          if (tab && key !== active) navigate(tab.path, { replace: true });
        }}
      >
        {tabs.map(({ key, path, label, Icon }) => (
          <TabBar.Item
            key={key}
            data-testid={`tab-${key}`}
            aria-current={key === active ? 'page' : undefined}
            icon={<Icon />}
            title={
              <a className={styles.link} href={`#${path}`} onClick={keepInApp}>
                {intl.formatMessage({ id: label })}
              </a>
            }
          />
        ))}
      </TabBar>
    </nav>
  );
}
