// Finds a brand by name; every brand is listed until the shopper types something.
import { useIntl } from 'react-intl';
import { useSearchParams } from '@/lib/router.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { useBrands } from '@/shared/catalog-lists/api/get-brands.ts';
import { BrandRows, BrandRowsSkeleton } from '@/shared/catalog-lists/components/brand-rows.tsx';
import { PagedList } from '@/shared/catalog-lists/components/paged-list.tsx';
import { SearchBox } from './search-box.tsx';
import styles from './brand-search-screen.module.css';

export function BrandSearchScreen() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = (searchParams.get('keyword') ?? '').trim();
  const brands = useBrands({ keyword });

  return (
    <>
      <SearchBox
        initialValue={keyword}
        placeholder={intl.formatMessage({ id: 'webBrowse.brandSearch.placeholder' })}
        onSearch={(next) => setSearchParams(next ? { keyword: next } : {}, { replace: true })}
        allowEmpty
        testId="brand-search-box"
      />
      <PullToRefresh onRefresh={async () => void (await brands.refetch())}>
        <div className={styles.list}>
          <PagedList
            query={brands}
            skeleton={<BrandRowsSkeleton />}
            emptyTitle={intl.formatMessage({ id: 'webBrowse.brandSearch.empty' })}
          >
            {(items) => <BrandRows brands={items} />}
          </PagedList>
        </div>
      </PullToRefresh>
    </>
  );
}
