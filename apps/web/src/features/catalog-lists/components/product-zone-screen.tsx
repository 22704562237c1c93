import type { ReactNode } from 'react';
import type { ProductCard } from '@mall/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PriceIn } from '@/components/product-card.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import type { Page } from '../../../shared/catalog-lists/api/paged.ts';
import { ProductList } from '../../../shared/catalog-lists/components/product-list.tsx';
import styles from './product-zone-screen.module.css';

interface ProductZoneScreenProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<ProductCard>>>;
  /** One line on what this zone is. */
  intro: ReactNode;
  emptyTitle: ReactNode;
  testId: string;
  /** The points zone prices its tiles in points. */
  priceIn?: PriceIn;
}

/** A themed list of products (VIP sets, PV, points, subsidy, recommendations) that refreshes and scrolls on. */
export function ProductZoneScreen({ query, intro, emptyTitle, testId, priceIn }: ProductZoneScreenProps) {
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      <div className={styles.zone} data-testid={testId}>
        <p className={styles.intro}>{intro}</p>
        <ProductList query={query} emptyTitle={emptyTitle} priceIn={priceIn} />
      </div>
    </PullToRefresh>
  );
}
