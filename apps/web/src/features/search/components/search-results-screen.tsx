// Search results: the keyword, the order, the way to the filters, and the matching products.
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ProductList } from '@/shared/catalog-lists/components/product-list.tsx';
import { SortBar, useSortParam } from '@/shared/catalog-lists/components/sort-bar.tsx';
import { paths } from '@/lib/paths.ts';
import { activeFilterCount, noFilters, readSearchFilters, searchQueryString } from '../api/search-params.ts';
import { useSearchProducts } from '../api/search-products.ts';
import { SearchBox } from './search-box.tsx';
import styles from './search-results-screen.module.css';

export function SearchResultsScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const filters = readSearchFilters(searchParams);
  const [sort, setSort] = useSortParam();
  const results = useSearchProducts(filters);
  const filterCount = activeFilterCount(filters);

  // A new keyword keeps the order and filters the shopper already chose.
  const searchAgain = (keyword: string) =>
    void navigate(`${paths.searchList}?${searchQueryString({ ...filters, keyword })}`, { replace: true });
  const clearFilters = () =>
    void navigate(`${paths.searchList}?${searchQueryString({ ...filters, ...noFilters })}`, { replace: true });

  const filterButton = (
    <Link
      className={filterCount > 0 ? styles.filterActive : styles.filter}
      to={`${paths.searchFilters}?${searchQueryString(filters)}`}
      data-testid="search-filter"
    >
      {intl.formatMessage({ id: 'webBrowse.filters.open' })}
      {filterCount > 0 && (
        <span className={styles.badge} data-testid="search-filter-count">
          {filterCount}
        </span>
      )}
    </Link>
  );

  return (
    <>
      <SearchBox
        key={filters.keyword}
        initialValue={filters.keyword}
        placeholder={intl.formatMessage({ id: 'webBrowse.search.placeholder' })}
        onSearch={searchAgain}
      />
      <SortBar value={sort} onChange={setSort} extra={filterButton} />
      <PullToRefresh onRefresh={async () => void (await results.refetch())}>
        <div className={styles.results}>
          {/* The line is held while the answer is on its way, so the list below does not move. */}
          {filters.keyword && (
            <div className={styles.summaryLine}>
              {(results.data?.pages[0]?.total ?? 0) > 0 && (
                <h2 className={styles.summary} data-testid="search-total">
                  {intl.formatMessage(
                    { id: 'webBrowse.search.total' },
                    { keyword: filters.keyword, total: results.data?.pages[0]?.total ?? 0 },
                  )}
                </h2>
              )}
            </div>
          )}
          <ProductList
            query={results}
            testId="search-results"
            emptyTitle={intl.formatMessage({ id: 'webBrowse.search.empty' })}
            emptyDescription={intl.formatMessage({
              id: filterCount > 0 ? 'webBrowse.search.emptyFiltered' : 'webBrowse.search.emptyHint',
            })}
            emptyAction={
              filterCount > 0 ? (
                <Button color="primary" fill="outline" onClick={clearFilters} data-testid="search-clear-filters">
                  {intl.formatMessage({ id: 'webBrowse.filters.reset' })}
                </Button>
              ) : undefined
            }
          />
        </div>
      </PullToRefresh>
    </>
  );
}
