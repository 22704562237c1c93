import { useIntl } from 'react-intl';
import { useSearchParams } from '@/lib/router.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { useCategoryProducts } from '../api/get-category-products.ts';
import { ProductList } from '../../../shared/catalog-lists/components/product-list.tsx';
import { SortBar, useSortParam } from '../../../shared/catalog-lists/components/sort-bar.tsx';

/** Products of one category (`cateId=`) and its subcategories, in the order the shopper picks. */
export function CategoryProductsScreen() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const cateId = Number(searchParams.get('cateId')) || 0;
  const [sort, setSort] = useSortParam();
  const products = useCategoryProducts(cateId, sort);

  return (
    <>
      <SortBar value={sort} onChange={setSort} />
      <PullToRefresh onRefresh={async () => void (await products.refetch())}>
        <ProductList query={products} emptyTitle={intl.formatMessage({ id: 'webBrowse.products.empty' })} />
      </PullToRefresh>
    </>
  );
}
