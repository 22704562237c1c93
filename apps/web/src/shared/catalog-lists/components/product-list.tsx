import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid.tsx';
import type { PriceIn, ProductCardItem } from '@/components/product-card.tsx';
import type { Page } from '../api/paged.ts';
import { PagedList } from './paged-list.tsx';
import styles from './product-list.module.css';

/** The tiles a phone shows before scrolling: two rows of two. */
const FIRST_SCREEN_TILES = 4;

interface ProductListProps<T extends ProductCardItem> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  testId?: string;
  priceIn?: PriceIn;
}

/** Products two per row, scrolling on to the next page. */
export function ProductList<T extends ProductCardItem>({
  testId = 'product-list',
  priceIn,
  ...props
}: ProductListProps<T>) {
  return (
    <div className={styles.list}>
      <PagedList {...props} skeleton={<ProductGridSkeleton count={6} />}>
        {(products) => (
          <ProductGrid products={products} testId={testId} eagerCount={FIRST_SCREEN_TILES} priceIn={priceIn} />
        )}
      </PagedList>
    </div>
  );
}
