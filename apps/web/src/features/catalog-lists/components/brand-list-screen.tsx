// Brands by brand category: the categories as tabs, the brands of the chosen one below.
import { useIntl } from 'react-intl';
import { useSearchParams } from '@/lib/router.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import Tabs from 'antd-mobile/es/components/tabs';
import { ErrorView } from '@/components/query-states.tsx';
import { useBrandCategories } from '../api/get-brand-categories.ts';
import { useBrands } from '../../../shared/catalog-lists/api/get-brands.ts';
import { BrandRows, BrandRowsSkeleton } from '../../../shared/catalog-lists/components/brand-rows.tsx';
import { PagedList } from '../../../shared/catalog-lists/components/paged-list.tsx';
import styles from './brand-list-screen.module.css';

const ALL = 'all';

export function BrandListScreen() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useBrandCategories();
  const cateParam = Number(searchParams.get('cateId'));
  const cateId = categories.data?.some((cate) => cate.id === cateParam) ? cateParam : null;
  const brands = useBrands({ cateId });

  const choose = (key: string) => setSearchParams(key === ALL ? {} : { cateId: key }, { replace: true });
  const refresh = async () => {
    await Promise.all([categories.refetch(), brands.refetch()]);
  };

  return (
    <>
      {categories.isError ? (
        <ErrorView error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <div className={styles.tabs}>
          <Tabs activeKey={cateId === null ? ALL : String(cateId)} onChange={choose} data-testid="brand-tabs">
            <Tabs.Tab key={ALL} title={intl.formatMessage({ id: 'webBrowse.brand.all' })} />
            {(categories.data ?? []).map((cate) => (
              <Tabs.Tab key={String(cate.id)} title={cate.name} />
            ))}
          </Tabs>
        </div>
      )}
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.list}>
          <PagedList
            query={brands}
            skeleton={<BrandRowsSkeleton />}
            emptyTitle={intl.formatMessage({ id: 'webBrowse.brand.empty' })}
          >
            {(items) => <BrandRows brands={items} />}
          </PagedList>
        </div>
      </PullToRefresh>
    </>
  );
}
