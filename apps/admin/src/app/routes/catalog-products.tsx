import { useMemo } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { calls } from '@mall/contracts/browser';
import { productTypes, type QueryOf, type adminCatalog } from '@mall/contracts';
import { Link, useSearchParams } from 'react-router';
import { ErrorResult } from '../../components/error-result.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { useProductPage } from '../../features/catalog/api/product-page.ts';
import { ProductFilters, type ProductFilterValues } from '../../features/catalog/components/product-filters.tsx';
import { ProductsTable } from '../../features/catalog/components/products-table.tsx';
import { useT } from '../../lib/i18n.ts';

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The filters and page live in the address, so a list can be shared and comes back on Back. */
function readFilters(params: URLSearchParams): ProductFilterValues {
  const type = params.get('type');
  const isListed = params.get('isListed');
  return {
    keyword: params.get('keyword') ?? undefined,
    categoryId: positive(params.get('categoryId')),
    brandId: positive(params.get('brandId')),
    type: (productTypes as readonly string[]).includes(type ?? '') ? (type as ProductFilterValues['type']) : undefined,
    isListed: isListed === 'true' || isListed === 'false' ? isListed : undefined,
  };
}

function ProductsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const pageNum = positive(params.get('page')) ?? 1;
  const pageSize = Math.min(positive(params.get('size')) ?? 20, 100);
  const query: QueryOf<typeof adminCatalog.productPage> = { ...filters, pageNum, pageSize };
  const products = useProductPage(query);

  const apply = (next: ProductFilterValues, nextPage = 1, nextSize = pageSize) => {
    const entries = Object.entries({
      ...next,
      page: nextPage > 1 ? nextPage : undefined,
      size: nextSize !== 20 ? nextSize : undefined,
    });
    setParams(
      new URLSearchParams(
        entries.filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]),
      ),
    );
  };

  return (
    <>
      <PageHeader
        title={t('adminCatalog.nav.products')}
        extra={
          <Link to="/catalog/products/new">
            <Button type="primary" icon={<PlusOutlined />} data-testid="product-create">
              {t('adminCatalog.products.create')}
            </Button>
          </Link>
        }
      />
      <ProductFilters
        value={filters}
        onSearch={(next) => apply(next)}
        onRefresh={() => void products.refetch()}
        isRefreshing={products.isFetching}
      />
      {products.isError && !products.data ? (
        <ErrorResult error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <ProductsTable
          page={products.data}
          isLoading={products.isPending || (products.isFetching && products.isPlaceholderData)}
          isFiltered={Object.values(filters).some((value) => value !== undefined)}
          onPageChange={(nextPage, nextSize) => apply(filters, nextSize === pageSize ? nextPage : 1, nextSize)}
        />
      )}
    </>
  );
}

export function Component() {
  return (
    <RequireAccess call={calls.adminCatalog.productPage}>
      <ProductsPage />
    </RequireAccess>
  );
}
