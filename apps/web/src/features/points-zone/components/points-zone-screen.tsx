// The points tab: its banners and shortcuts, then the points-zone products in the order the shopper
// picks. Guests browse it as members do.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid.tsx';
import { ErrorView } from '@/components/query-states.tsx';
import { useHomeModules } from '@/shared/home/api/get-home-modules.ts';
import { useImageLinks } from '@/shared/home/api/get-image-links.ts';
import { BannerSkeleton, BannerSwiper } from '@/shared/home/components/banner-swiper.tsx';
import { HomeModules } from '@/shared/home/components/home-modules.tsx';
import { ImageLinks } from '@/shared/home/components/image-links.tsx';
import { usePointsZone, type ProductSort } from '../api/get-points-zone.ts';
import styles from './points-zone-screen.module.css';

const sorts = [
  { sort: 'default', label: 'webShop.sort.default' },
  { sort: 'sales', label: 'webShop.sort.sales' },
  { sort: 'newest', label: 'webShop.sort.newest' },
] as const;

export function PointsZoneScreen() {
  const intl = useIntl();
  const [sort, setSort] = useState<ProductSort>('default');
  const content = useHomeModules('integral');
  const links = useImageLinks('integral');
  const zone = usePointsZone(sort);
  const products = zone.data?.pages.flatMap((page) => page.list) ?? [];
  const isPriceSort = sort === 'priceAsc' || sort === 'priceDesc';

  const refresh = async () => {
    await Promise.all([content.refetch(), links.refetch(), zone.refetch()]);
  };

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.page}>
        {content.data ? <BannerSwiper banners={content.data.banners} /> : content.isPending && <BannerSkeleton />}
        {links.data && <ImageLinks links={links.data} />}
        {content.data && <HomeModules modules={content.data.modules} />}

        <section className={styles.zone} aria-labelledby="points-zone-title">
          <h2 className={styles.title} id="points-zone-title">
            {intl.formatMessage({ id: 'webShop.points.title' })}
          </h2>
          <div className={styles.sorts} role="group" aria-label={intl.formatMessage({ id: 'webShop.sort.label' })}>
            {sorts.map((option) => (
              <button
                key={option.sort}
                type="button"
                className={styles.sort}
                aria-pressed={sort === option.sort}
                onClick={() => setSort(option.sort)}
                data-testid={`sort-${option.sort}`}
              >
                {intl.formatMessage({ id: option.label })}
              </button>
            ))}
            {/* Price sorts one way, and the other on a second tap. */}
            <button
              type="button"
              className={styles.sort}
              aria-pressed={isPriceSort}
              onClick={() => setSort(sort === 'priceAsc' ? 'priceDesc' : 'priceAsc')}
              data-testid="sort-price"
            >
              {intl.formatMessage({
                id: sort === 'priceDesc' ? 'webShop.sort.priceDesc' : 'webShop.sort.priceAsc',
              })}
            </button>
          </div>

          {zone.isPending ? (
            <ProductGridSkeleton count={4} />
          ) : zone.isError && products.length === 0 ? (
            <ErrorView error={zone.error} onRetry={() => void zone.refetch()} />
          ) : (
            <>
              <ProductGrid products={products} testId="points-zone-products" />
              <InfiniteFooter
                hasMore={zone.hasNextPage}
                loadMore={() => zone.fetchNextPage()}
                isEmpty={products.length === 0}
                emptyText={intl.formatMessage({ id: 'webShop.points.empty' })}
              />
            </>
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}
