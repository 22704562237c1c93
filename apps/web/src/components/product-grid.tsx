// Product tiles laid out two per row (lists) or in one scrolling row (home modules), with matching
// skeletons while they load.
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useIntl } from 'react-intl';
import { ProductCard, type PriceIn, type ProductCardItem } from './product-card.tsx';
import styles from './product-card.module.css';

interface ProductGridProps {
  products: readonly ProductCardItem[];
  /** `grid`: two columns; `row`: one horizontally scrolling row. */
  layout?: 'grid' | 'row';
  priceIn?: PriceIn;
  testId?: string;
  /** How many tiles from the start are on the first screen: their pictures load at once. */
  eagerCount?: number;
}

export function ProductGrid({
  products,
  layout = 'grid',
  priceIn,
  testId = 'product-grid',
  eagerCount = 0,
}: ProductGridProps) {
  return (
    <div className={layout === 'grid' ? styles.grid : styles.row} data-testid={testId}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priceIn={priceIn} isEager={index < eagerCount} />
      ))}
    </div>
  );
}

/** Placeholders in the shape of product tiles. */
export function ProductGridSkeleton({ count = 4, layout = 'grid' }: { count?: number; layout?: 'grid' | 'row' }) {
  const intl = useIntl();
  return (
    <div
      className={layout === 'grid' ? styles.grid : styles.row}
      role="status"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} animated className={styles.skeleton} />
      ))}
    </div>
  );
}
