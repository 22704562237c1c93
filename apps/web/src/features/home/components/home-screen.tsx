import { lazy, memo, Suspense, useCallback, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { NoticeBar } from '@/components/notice-bar.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ProductGridSkeleton } from '@/components/product-grid.tsx';
import { ErrorView } from '@/components/query-states.tsx';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';
import { useLazySheet } from '@/lib/use-lazy-sheet.ts';
import { useSession } from '@/lib/session.ts';
import { useHome, type HomeFirstScreen } from '../api/get-home.ts';
import { usePaintSteps } from '../hooks/use-after-paint.ts';
import { useBackTwiceToExit } from '../hooks/use-back-twice-to-exit.ts';
import { useHasScrolled } from '../hooks/use-has-scrolled.ts';
import { useNearScreen } from '@/lib/use-near-screen.ts';
import { BannerSkeleton, BannerSwiper } from '../../../shared/home/components/banner-swiper.tsx';
import { FlashSaleStrip } from './flash-sale-strip.tsx';
import { HomeModules } from '../../../shared/home/components/home-modules.tsx';
import { HomeSearchBar } from './home-search-bar.tsx';
import { PacerAlert } from './pacer-alert.tsx';
import { ImageLinks } from '../../../shared/home/components/image-links.tsx';
import type { HomeEndProps } from './home-end.tsx';
import styles from './home-screen.module.css';

// The end of the page loads once the shopper nears it; without its code (offline, say) home shows
// without it rather than failing.
const HomeEnd = lazy(async (): Promise<{ default: ComponentType<HomeEndProps> }> => {
  try {
    return { default: (await import('./home-end.tsx')).HomeEnd };
  } catch {
    return { default: () => null };
  }
});
// The about-us sheet loads only when the shopper opens it.
// Its code, with the notice bar it draws, comes once the first screen is shown.
const HomepageTopAlert = lazy(async () => ({
  default: (await import('@/shared/notice/components/homepage-top-alert.tsx')).HomepageTopAlert,
}));
const AboutUsPopup = lazy(async () => ({ default: (await import('./about-us-popup.tsx')).AboutUsPopup }));

/**
 * Until the home answer arrives, one placeholder taller than the screen stands in for everything
 * below the search bar, so nothing already painted moves when the content replaces it.
 */
function HomeSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.loading} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <BannerSkeleton />
      <Skeleton animated className={styles.linksLoading} />
      <div className={styles.modulesLoading}>
        <Skeleton.Title animated />
        <ProductGridSkeleton count={3} layout="row" />
      </div>
    </div>
  );
}

/** How many modules the first screen holds: about a phone screen's worth with the banner. */
const FIRST_MODULES = 2;
/** The first screen's passes: its skeleton, then the banner, links and flash sales, then each module. */
const FIRST_SCREEN_PASSES = 1 + FIRST_MODULES;

interface HomeTopProps {
  home: HomeFirstScreen;
  receivedAt: number;
  onFlashOver: () => void;
}

/** Banners, notice, links and flash sales: memoised, so the passes that add modules leave them be. */
const HomeTop = memo(function HomeTop({ home, receivedAt, onFlashOver }: HomeTopProps) {
  return (
    <>
      <BannerSwiper banners={home.banners} />
      {home.notice && <NoticeBar testId="home-notice" content={home.notice.content} />}
      <ImageLinks links={home.imageLinks} />
      <FlashSaleStrip
        count={home.flashSaleCount}
        sales={home.flashSales}
        receivedAt={receivedAt}
        onOver={onFlashOver}
      />
    </>
  );
});

interface HomeContentProps extends HomeTopProps {
  /** How many modules are rendered yet. */
  moduleCount: number;
}

function HomeContent({ home, moduleCount, receivedAt, onFlashOver }: HomeContentProps) {
  return (
    <>
      <HomeTop home={home} receivedAt={receivedAt} onFlashOver={onFlashOver} />
      <HomeModules modules={home.modules.slice(0, moduleCount)} />
    </>
  );
}

export function HomeScreen() {
  const settings = useAppSettings();
  const home = useHome();
  const content = home.data;
  // The first screen renders in passes, one per frame, even when home's answer is already there:
  // the page with the skeleton, then the banner, links and flash sales, then each of the first
  // modules. Rendering it all in one pass was the longest task of the page's load; short ones let
  // the phone paint and answer a touch between them.
  const firstPasses = usePaintSteps(content !== undefined, FIRST_SCREEN_PASSES);
  const isFirstScreenDone = content !== undefined && firstPasses === FIRST_SCREEN_PASSES;
  // Guests have no alerts: their home never loads the alert's code.
  const session = useSession();
  // Then what lies below the first screen, only as the shopper nears it: one module per pass while
  // the end of those rendered is on screen, and once the shopper has started to scroll while it is
  // within half a screen, then the rest of the page. A shopper who does not scroll costs the phone
  // no more than the first screen: rendering two more modules ahead while the page loaded was four
  // more long tasks (each pass and its layout) in the middle of the load.
  const ahead = useHasScrolled() ? '50%' : '0%';
  const [end, isEndNear] = useNearScreen<HTMLDivElement>({ isSticky: false, ahead });
  const laterModules = Math.max((content?.modules.length ?? 0) - FIRST_MODULES, 0);
  const passes = usePaintSteps(isFirstScreenDone && isEndNear, laterModules + 1);
  const isComplete = isFirstScreenDone && passes > laterModules;
  const aboutUs = useLazySheet();
  useBackTwiceToExit();
  const { refetch } = home;
  const onFlashOver = useCallback(() => void refetch(), [refetch]);

  const refresh = async () => {
    await Promise.all([settings.refetch(), home.refetch()]);
  };
  // One error state for the page, whatever failed; retry asks again for what is missing.
  const failure = [home, settings].find((query) => query.isError && query.data === undefined);
  const retry = () => {
    for (const query of [home, settings]) if (query.isError) void query.refetch();
  };

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.home}>
        <HomeSearchBar />
        {/* Asked for once the first screen is shown, so a member's home waits on no more calls than a guest's. */}
        {isFirstScreenDone && session && (
          <Suspense fallback={null}>
            <HomepageTopAlert />
          </Suspense>
        )}
        <PacerAlert />
        {failure && <ErrorView error={failure.error} onRetry={retry} />}
        {content && firstPasses > 0 ? (
          <HomeContent
            home={content}
            moduleCount={firstPasses - 1 + passes}
            receivedAt={home.dataUpdatedAt}
            onFlashOver={onFlashOver}
          />
        ) : (
          !home.isError && <HomeSkeleton />
        )}
        {content && !isComplete && <div ref={end} className={styles.end} data-testid="renders-on-scroll" />}

        {/* Below the first screen, with its code: shown (and recommendations asked for) once home has settled. */}
        {(isComplete || home.isError) && (
          <Suspense fallback={null}>
            <HomeEnd onAboutUs={aboutUs.open} />
          </Suspense>
        )}
      </div>
      {aboutUs.isMounted && (
        <Suspense fallback={null}>
          <AboutUsPopup visible={aboutUs.isOpen} onClose={aboutUs.close} />
        </Suspense>
      )}
    </PullToRefresh>
  );
}
