import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ButtonCell, LinkCell } from '@/components/cells.tsx';
import { GlobeIcon, InfoIcon } from '@/components/icons.tsx';
import { ProductGridSkeleton } from '@/components/product-grid.tsx';
import { ErrorView } from '@/components/query-states.tsx';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';
import { paths } from '@/lib/paths.ts';
import { useFlashSaleCount, useRunningFlashSales } from '../api/get-flash-sales.ts';
import { useHomeModules } from '../../../shared/home/api/get-home-modules.ts';
import { useHomeNotice } from '../api/get-home-notice.ts';
import { useImageLinks } from '../../../shared/home/api/get-image-links.ts';
import { useRecommendations } from '../api/get-recommendations.ts';
import { useBackTwiceToExit } from '../hooks/use-back-twice-to-exit.ts';
import { BannerSkeleton, BannerSwiper } from '../../../shared/home/components/banner-swiper.tsx';
import { FlashSaleStrip } from './flash-sale-strip.tsx';
import { HomeModules } from '../../../shared/home/components/home-modules.tsx';
import { HomeSearchBar } from './home-search-bar.tsx';
import { ImageLinks } from '../../../shared/home/components/image-links.tsx';
import { Recommendations } from './recommendations.tsx';
import styles from './home-screen.module.css';

// The about-us sheet loads only when the shopper opens it.
const AboutUsPopup = lazy(async () => ({ default: (await import('./about-us-popup.tsx')).AboutUsPopup }));

export function HomeScreen() {
  const intl = useIntl();
  const notice = useHomeNotice();
  const settings = useAppSettings();
  const content = useHomeModules('home');
  const links = useImageLinks('home');
  const flashCount = useFlashSaleCount();
  const flashSales = useRunningFlashSales((flashCount.data?.grab ?? 0) > 0);
  const recommendations = useRecommendations();
  const [aboutUs, setAboutUs] = useState<'unopened' | 'open' | 'closed'>('unopened');
  useBackTwiceToExit();

  const refresh = async () => {
    await Promise.all([
      notice.refetch(),
      settings.refetch(),
      content.refetch(),
      links.refetch(),
      flashCount.refetch(),
      flashCount.data?.grab ? flashSales.refetch() : undefined,
      recommendations.refetch(),
    ]);
  };
  // One error state for the page, whatever failed; retry asks again for what is missing. (The
  // flash strip and recommendations show or hide their own trouble.)
  const essentials = [notice, settings, content, links];
  const failure = essentials.find((query) => query.isError && query.data === undefined);
  const retry = () => {
    for (const query of essentials) if (query.isError) void query.refetch();
  };

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.home}>
        <HomeSearchBar />
        {content.data ? <BannerSwiper banners={content.data.banners} /> : content.isPending && <BannerSkeleton />}
        {notice.data && <NoticeBar data-testid="home-notice" color="alert" content={notice.data.content} />}
        {failure && <ErrorView error={failure.error} onRetry={retry} />}
        {links.data && <ImageLinks links={links.data} />}

        <FlashSaleStrip />
        {content.data ? (
          <HomeModules modules={content.data.modules} />
        ) : (
          content.isPending && (
            <div className={styles.modulesLoading}>
              <Skeleton.Title animated />
              <ProductGridSkeleton count={3} layout="row" />
            </div>
          )
        )}

        {!settings.isError || settings.data ? (
          <section className={styles.hero}>
            {settings.data ? (
              <h2 className={styles.welcome} data-testid="home-product-name">
                {intl.formatMessage({ id: 'web.home.welcome' }, { productName: settings.data.productName })}
              </h2>
            ) : (
              <Skeleton.Title animated className={styles.heroLoading} />
            )}
          </section>
        ) : null}

        <List className={styles.cells}>
          <LinkCell to={paths.language} icon={<GlobeIcon />} testId="home-language">
            {intl.formatMessage({ id: 'web.language.title' })}
          </LinkCell>
          <ButtonCell onClick={() => setAboutUs('open')} icon={<InfoIcon />} testId="home-about-us">
            {intl.formatMessage({ id: 'web.home.aboutUs' })}
          </ButtonCell>
        </List>

        <Recommendations />
      </div>
      {aboutUs !== 'unopened' && (
        <Suspense fallback={null}>
          <AboutUsPopup visible={aboutUs === 'open'} onClose={() => setAboutUs('closed')} />
        </Suspense>
      )}
    </PullToRefresh>
  );
}
