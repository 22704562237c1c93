import { useIntl } from 'react-intl';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid.tsx';
import { ErrorView } from '@/components/query-states.tsx';
import { useRecommendations } from '../api/get-recommendations.ts';
import { useAfterPaint } from '../hooks/use-after-paint.ts';
import { useNearScreen } from '../hooks/use-near-screen.ts';
import styles from '../../../shared/home/components/home-sections.module.css';

/**
 * "Picked for you" at the bottom of home: more products load as the shopper nears the end. The
 * first page is asked for once home's first screen is on screen and the shopper has scrolled to
 * within a screen of this section: rendering twenty products with their pictures while home loads
 * was one of its longest tasks, for a section out of sight.
 */
export function Recommendations() {
  const intl = useIntl();
  const [section, isNear] = useNearScreen<HTMLElement>();
  const recommendations = useRecommendations(useAfterPaint() && isNear);
  const products = recommendations.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section ref={section} className={styles.section} data-testid="recommendations" aria-labelledby="recommend-title">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id="recommend-title">
          {intl.formatMessage({ id: 'webShop.home.recommend' })}
        </h2>
      </div>
      {recommendations.isPending ? (
        <ProductGridSkeleton count={4} />
      ) : recommendations.isError && products.length === 0 ? (
        <ErrorView error={recommendations.error} onRetry={() => void recommendations.refetch()} />
      ) : (
        <>
          <ProductGrid products={products} testId="recommend-products" />
          <InfiniteFooter
            hasMore={recommendations.hasNextPage}
            loadMore={() => recommendations.fetchNextPage()}
            isEmpty={products.length === 0}
            emptyText={intl.formatMessage({ id: 'webShop.list.empty' })}
          />
        </>
      )}
    </section>
  );
}
