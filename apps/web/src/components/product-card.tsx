// The product tile every product list shares: 200 px cover, name, the price this viewer pays with its
// kind, and the sold count. It links to the product page.
import type { ProductCard as ProductCardData } from '@mall/contracts';
import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import { productPath } from '@/lib/paths.ts';
import { PointsPrice, Price } from './price.tsx';
import styles from './product-card.module.css';

/** The card fields a tile shows; favourites and module products carry more. */
export type ProductCardItem = Pick<
  ProductCardData,
  'id' | 'name' | 'image' | 'price' | 'priceKind' | 'retailPrice' | 'soldText' | 'hasStock' | 'flashSaleId'
> &
  Partial<Pick<ProductCardData, 'pointsPrice' | 'pointsCash'>>;

/** `cash`: the price this viewer pays; `points`: the points (and cash part) the item costs (points-zone lists). */
export type PriceIn = 'cash' | 'points';

export function PriceKindBadge({ kind }: { kind: ProductCardData['priceKind'] }) {
  const intl = useIntl();
  if (kind === 'retail') return null;
  return (
    <span className={kind === 'flash' ? `${styles.badge} ${styles.badgeFlash}` : styles.badge} data-testid="price-kind">
      {intl.formatMessage({ id: kind === 'flash' ? 'webShop.card.flash' : 'webShop.card.member' })}
    </span>
  );
}

interface ProductCardProps {
  product: ProductCardItem;
  priceIn?: PriceIn;
  testId?: string;
  /** On the first screen: the picture loads at once rather than when scrolled near. */
  isEager?: boolean;
}

export function ProductCard({ product, priceIn = 'cash', testId = 'product-card', isEager = false }: ProductCardProps) {
  const intl = useIntl();
  return (
    <Link
      className={styles.card}
      to={productPath(product.id, { flashSaleId: product.flashSaleId })}
      data-testid={testId}
      data-product-id={product.id}
    >
      <div className={styles.media}>
        {product.image && (
          <img
            src={product.image}
            alt=""
            width={200}
            height={200}
            loading={isEager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        {!product.hasStock && (
          <span className={styles.soldOut}>{intl.formatMessage({ id: 'webShop.card.soldOut' })}</span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{product.name}</h3>
        {priceIn === 'points' ? (
          <div className={styles.priceRow}>
            <PointsPrice
              points={product.pointsPrice ?? 0}
              cash={product.pointsCash ?? '0.00'}
              className={styles.points}
              testId="product-card-points"
            />
          </div>
        ) : (
          <div className={styles.priceRow}>
            <Price amount={product.price} className={styles.price} testId="product-card-price" />
            <PriceKindBadge kind={product.priceKind} />
            {product.priceKind !== 'retail' && product.retailPrice !== product.price && (
              <Price amount={product.retailPrice} className={styles.retail} />
            )}
          </div>
        )}
        <span className={styles.sold}>
          {intl.formatMessage({ id: 'webShop.card.sold' }, { sold: product.soldText })}
        </span>
      </div>
    </Link>
  );
}
