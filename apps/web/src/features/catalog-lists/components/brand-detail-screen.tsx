// One brand: its banner, logo and story, then its products in the order the shopper picks.
import { useIntl } from 'react-intl';
import { useSearchParams } from '@/lib/router.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ErrorView } from '@/components/query-states.tsx';
import { NotFoundView } from '@/components/not-found-view.tsx';
import { useBrand } from '../api/get-brand.ts';
import { useBrandProducts } from '../api/get-brand-products.ts';
import { BrandLogo } from '../../../shared/catalog-lists/components/brand-rows.tsx';
import { ProductList } from '../../../shared/catalog-lists/components/product-list.tsx';
import { SortBar, useSortParam } from '../../../shared/catalog-lists/components/sort-bar.tsx';
import styles from './brand-detail-screen.module.css';

export function BrandDetailScreen() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const brandId = Number(searchParams.get('id')) || 0;
  const brand = useBrand(brandId);
  const [sort, setSort] = useSortParam();
  const products = useBrandProducts(brandId, sort);

  // Without a brand in the address there is nothing to load: say so instead of waiting forever.
  if (brandId === 0) return <NotFoundView testId="brand-missing" />;

  // An unknown brand has nothing to list: its error is the whole page.
  if (brand.isError && brand.data === undefined) {
    return <ErrorView error={brand.error} onRetry={() => void brand.refetch()} />;
  }
  const refresh = async () => {
    await Promise.all([brand.refetch(), products.refetch()]);
  };

  return (
    <PullToRefresh onRefresh={refresh}>
      <header className={styles.header} data-testid="brand-header">
        {brand.data ? (
          <>
            {brand.data.banner && (
              <img className={styles.banner} src={brand.data.banner} alt="" width={800} height={800} loading="lazy" />
            )}
            <div className={styles.identity}>
              <BrandLogo brand={brand.data} size={64} />
              <div className={styles.text}>
                <h2 className={styles.name} data-testid="brand-name">
                  {brand.data.name}
                </h2>
                <p className={styles.count}>
                  {intl.formatMessage({ id: 'webBrowse.brand.productCount' }, { count: brand.data.productCount })}
                </p>
              </div>
            </div>
            {brand.data.description && <p className={styles.description}>{brand.data.description}</p>}
          </>
        ) : (
          <div className={styles.identity}>
            <Skeleton animated className={styles.logoSkeleton} />
            <div className={styles.text}>
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          </div>
        )}
      </header>
      <SortBar value={sort} onChange={setSort} />
      <ProductList query={products} emptyTitle={intl.formatMessage({ id: 'webBrowse.brand.noProducts' })} />
    </PullToRefresh>
  );
}
