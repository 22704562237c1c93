import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppNavBar } from '@/components/nav-bar.tsx';
import { AppTabBar, type TabKey } from '@/components/tab-bar.tsx';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';
import { useCartCount } from '@/shared/cart/api/cart.ts';
import { canGoBack } from '@/lib/navigation.ts';
import { paths } from '@/lib/paths.ts';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import { isNativeApp } from '@/lib/app-version.ts';
import { useRouteHandle } from './route-context.ts';
import styles from './shell-layout.module.css';

// Only the native app is ever prompted to update: a browser never loads the prompt or its dialog.
const UpdatePrompt = lazy(() =>
  import('@/features/notice/components/update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })),
);

/** The frame of every page: navigation bar on top, the page, and the tab bar on the five tabs. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { tab, title: titleOf } = useRouteHandle();
  const titleId = typeof titleOf === 'function' ? titleOf(searchParams) : titleOf;
  const settings = useAppSettings();
  const productName = settings.data?.productName;
  // Without the product name (settings failed to load), home is at least called home.
  const fallbackTitle = settings.isError ? intl.formatMessage({ id: 'web.tab.home' }) : undefined;
  const title = titleId ? intl.formatMessage({ id: titleId }) : (productName ?? fallbackTitle);

  useEffect(() => {
    if (!title) return;
    document.title = productName && title !== productName ? `${title} - ${productName}` : title;
  }, [title, productName]);

  const goBack = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };

  return (
    <div className={tab ? styles.withTabBar : styles.page}>
      <AppNavBar title={title} onBack={tab ? undefined : goBack} />
      <main className={styles.main}>{children}</main>
      {tab && <TabBar active={tab} />}
      {isNativeApp() && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </div>
  );
}

/** The tab bar with the cart's line count on the cart tab (asked only where the tab bar shows). */
function TabBar({ active }: { active: TabKey }) {
  return <AppTabBar active={active} badges={{ cart: useCartCount() }} />;
}
