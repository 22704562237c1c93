import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { ProductGridSkeleton } from '@/components/product-grid.tsx';
import { useAfterPaint } from '../hooks/use-after-paint.ts';
import { useNearScreen } from '@/lib/use-near-screen.ts';
import styles from '../../../shared/home/components/home-sections.module.css';

// The list's code (its infinite scrolling among it) is not part of home's first load.
const RecommendedProducts = lazy(async () => ({
  default: (await import('./recommended-products.tsx')).RecommendedProducts,
}));

/**
 * "Picked for you" at the bottom of home: more products load as the shopper nears the end. The
 * list, its code and its first page, is asked for once home's first screen is on screen and the
 * shopper has scrolled to within a screen of this section: rendering twenty products with their
 * pictures while home loads was one of its longest tasks, for a section out of sight.
 */
export function Recommendations() {
  const intl = useIntl();
  const [section, isNear] = useNearScreen<HTMLElement>();
  const isWanted = useAfterPaint() && isNear;
  const loading = <ProductGridSkeleton count={4} />;

  return (
    <section ref={section} className={styles.section} data-testid="recommendations" aria-labelledby="recommend-title">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id="recommend-title">
          {intl.formatMessage({ id: 'webShop.home.recommend' })}
        </h2>
      </div>
      {isWanted ? (
        <Suspense fallback={loading}>
          <RecommendedProducts />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
