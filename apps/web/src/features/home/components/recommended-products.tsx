import { useIntl } from 'react-intl';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid.tsx';
import { ErrorView } from '@/components/query-states.tsx';
import { useRecommendations } from '../api/get-recommendations.ts';

/** The recommended products, page by page as the shopper scrolls on. */
export function RecommendedProducts() {
  const intl = useIntl();
  const recommendations = useRecommendations();
  const products = recommendations.data?.pages.flatMap((page) => page.list) ?? [];

  if (recommendations.isPending) return <ProductGridSkeleton count={4} />;
  if (recommendations.isError && products.length === 0)
    return <ErrorView error={recommendations.error} onRetry={() => void recommendations.refetch()} />;
  return (
    <>
      <ProductGrid products={products} testId="recommend-products" />
      <InfiniteFooter
        hasMore={recommendations.hasNextPage}
        loadMore={() => recommendations.fetchNextPage()}
        isEmpty={products.length === 0}
        emptyText={intl.formatMessage({ id: 'webShop.list.empty' })}
      />
    </>
  );
}
