// The product page: gallery, the price this viewer pays, the flash sale, the specification sheet,
// the facts a member weighs (cashback, DC discount, pre-tax price, points), reviews, and the bar with
// favourite, share and the ordering buttons.
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { BagIcon, HeartIcon, ShareIcon } from '@/components/icons.tsx';
import { PriceKindBadge } from '@/components/product-card.tsx';
import { PointsPrice, Price } from '@/components/price.tsx';
import { ErrorView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { ApiError, reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useLazySheet } from '@/lib/use-lazy-sheet.ts';
import { showToast } from '@/lib/toast.ts';
import {
  useProductDetail,
  type ProductDetail,
  type ProductParams,
  type ProductSku,
} from '../api/get-product-detail.ts';
import { useShareProduct } from '../api/share-product.ts';
import { FlashSaleBar } from './flash-sale-bar.tsx';
import { useCartButton } from './use-cart-button.ts';
import { useFavoriteButton } from './use-favorite-button.ts';
import { ProductGallery } from './product-gallery.tsx';
import styles from './product-screen.module.css';

// The specification sheet is antd-mobile's Popup, which animates through react-spring and
// @use-gesture (about 26 KB): it loads when the shopper first opens it, not with the page.
const SpecPicker = lazy(async () => ({ default: (await import('./spec-picker.tsx')).SpecPicker }));

/** A positive whole number from the address, or undefined. */
function idParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

interface ProductScreenProps {
  /** The coupon row, composed by the page from the coupon feature: nothing when it has no coupon. */
  couponRow?: (product: ProductDetail) => ReactNode;
}

export function ProductScreen({ couponRow }: ProductScreenProps = {}) {
  const [search, setSearch] = useSearchParams();
  const id = idParam(search.get('id'));
  const params: ProductParams | null = id
    ? { id, flashSaleId: idParam(search.get('flashSaleId')), productGoodsId: idParam(search.get('productGoodsId')) }
    : null;
  const detail = useProductDetail(params);

  if (!params) return <ProductGone />;
  if (detail.isPending) return <ProductSkeleton />;
  if (detail.isError && !detail.data) {
    if (detail.error instanceof ApiError && detail.error.error === 'PRODUCT_GONE') return <ProductGone />;
    return <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />;
  }

  // The SKU in the address (kept there so a shared or reloaded link opens on it), else the server's choice.
  const selectSku = (sku: ProductSku) => {
    const next = new URLSearchParams(search);
    next.set('productGoodsId', String(sku.productGoodsId));
    setSearch(next, { replace: true });
  };

  return (
    <ProductView
      product={detail.data}
      receivedAt={detail.dataUpdatedAt}
      isUpdating={detail.isPlaceholderData}
      requestedSkuId={params.productGoodsId}
      onSelectSku={selectSku}
      couponRow={couponRow}
      onRefresh={async () => {
        await detail.refetch();
      }}
    />
  );
}

interface ProductViewProps {
  product: ProductDetail;
  receivedAt: number;
  isUpdating: boolean;
  requestedSkuId: number | undefined;
  onSelectSku: (sku: ProductSku) => void;
  onRefresh: () => Promise<void>;
  couponRow: ProductScreenProps['couponRow'];
}

function ProductView(props: ProductViewProps) {
  const { product, receivedAt, isUpdating, requestedSkuId, onSelectSku, onRefresh, couponRow } = props;
  const intl = useIntl();
  const picker = useLazySheet();
  const skuId = requestedSkuId ?? product.selectedProductGoodsId;
  const sku = product.skus.find((candidate) => candidate.productGoodsId === skuId) ?? product.skus[0];
  const hasSpecs = product.specs.length > 0;

  return (
    <div className={styles.page}>
      <PullToRefresh onRefresh={onRefresh}>
        <ProductGallery product={product} />
        {product.flashSale && (
          <FlashSaleBar sale={product.flashSale} receivedAt={receivedAt} onStateChange={() => void onRefresh()} />
        )}

        <ProductHead product={product} sku={sku} isUpdating={isUpdating} />
        <ProductFacts
          product={product}
          sku={sku}
          onOpenPicker={hasSpecs ? picker.open : undefined}
          couponRow={couponRow}
        />

        {product.description && (
          <section className={styles.description}>
            <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'webShop.product.details' })}</h2>
            <p>{product.description}</p>
          </section>
        )}
      </PullToRefresh>

      <ProductBar product={product} sku={sku} />
      {hasSpecs && picker.isMounted && (
        <Suspense fallback={null}>
          <SpecPicker
            product={product}
            selected={sku}
            visible={picker.isOpen}
            onSelect={onSelectSku}
            onClose={picker.close}
          />
        </Suspense>
      )}
    </div>
  );
}

interface ProductPartProps {
  product: ProductDetail;
  /** The picked SKU: its own figures show at once; the server's repricing of the rest follows. */
  sku: ProductSku | undefined;
}

/** Price, kind, retail price, sales and the name. */
function ProductHead({ product, sku, isUpdating }: ProductPartProps & { isUpdating: boolean }) {
  const intl = useIntl();
  const price = sku?.price ?? product.price;
  const retailPrice = sku?.retailPrice ?? product.retailPrice;
  return (
    <section className={styles.head} aria-busy={isUpdating}>
      <div className={styles.priceRow}>
        {product.pointsPrice > 0 ? (
          // A points-zone item is sold for its points (and cash part), never for the money price.
          <PointsPrice
            points={product.pointsPrice}
            cash={product.pointsCash}
            className={styles.price}
            testId="product-points-price"
          />
        ) : (
          <>
            <Price amount={price} className={styles.price} testId="product-price" />
            <PriceKindBadge kind={sku?.priceKind ?? product.priceKind} />
            {retailPrice !== price && <Price amount={retailPrice} className={styles.strike} />}
          </>
        )}
        <span className={styles.sold} data-testid="product-sold">
          {intl.formatMessage({ id: 'webShop.card.sold' }, { sold: product.soldText })}
        </span>
      </div>
      <h1 className={styles.name} data-testid="product-name">
        {product.name}
      </h1>
      {product.subtitle && <p className={styles.subtitle}>{product.subtitle}</p>}
    </section>
  );
}

const paymentMethod = {
  cash: 'webShop.product.paymentCash',
  certificate: 'webShop.product.paymentCertificate',
} as const;

interface ProductFactsProps extends ProductPartProps {
  onOpenPicker: (() => void) | undefined;
  couponRow: ProductScreenProps['couponRow'];
}

/** The facts a member weighs; the specification row opens the picker when the product has specifications. */
function ProductFacts({ product, sku, onOpenPicker, couponRow }: ProductFactsProps) {
  const intl = useIntl();
  return (
    <List className={styles.facts}>
      {onOpenPicker && (
        <List.Item
          onClick={onOpenPicker}
          extra={
            <span data-testid="product-spec-text">
              {sku?.specText || intl.formatMessage({ id: 'webShop.spec.choose' })}
            </span>
          }
          arrowIcon
          data-testid="product-spec-row"
        >
          {intl.formatMessage({ id: 'webShop.spec.title' })}
        </List.Item>
      )}
      {couponRow?.(product)}
      <List.Item
        extra={
          sku && !sku.hasStock ? (
            <span className={styles.soldOut} data-testid="product-sold-out">
              {intl.formatMessage({ id: 'webShop.card.soldOut' })}
            </span>
          ) : (
            <span data-testid="product-stock">{sku?.stock ?? product.stock}</span>
          )
        }
      >
        {intl.formatMessage({ id: 'webShop.product.stock' })}
      </List.Item>
      {product.cashback !== '0.00' && (
        <List.Item extra={<Price amount={product.cashback} testId="product-cashback" />}>
          {intl.formatMessage({ id: 'webShop.product.cashback' })}
        </List.Item>
      )}
      {product.dcDiscountPercent > 0 && (
        <List.Item extra={<span data-testid="product-dc">{product.dcDiscountPercent}%</span>}>
          {intl.formatMessage({ id: 'webShop.product.dcDiscount' })}
        </List.Item>
      )}
      <List.Item
        extra={
          <span data-testid="product-pretax">
            <Price amount={product.preTaxPrice} />{' '}
            {intl.formatMessage({ id: 'webShop.product.taxRate' }, { rate: product.taxRatePercent })}
          </span>
        }
      >
        {intl.formatMessage({ id: 'webShop.product.preTaxPrice' })}
      </List.Item>
      <List.Item
        extra={
          <span data-testid="product-payment">{intl.formatMessage({ id: paymentMethod[product.paymentMethod] })}</span>
        }
      >
        {intl.formatMessage({ id: 'webShop.product.paymentMethod' })}
      </List.Item>
      {product.contributablePoints > 0 && (
        <List.Item extra={<span data-testid="product-points">{product.contributablePoints}</span>}>
          {intl.formatMessage({ id: 'webShop.product.points' })}
        </List.Item>
      )}
      {product.brand && (
        <List.Item extra={product.brand.name} arrowIcon>
          <Link className={styles.rowLink} to={`/pages/index/brand-detail?id=${product.brand.id}`}>
            {intl.formatMessage({ id: 'webShop.product.brand' })}
          </Link>
        </List.Item>
      )}
      <ReviewsItem product={product} />
    </List>
  );
}

/** The review count and average, leading to the reviews. */
function ReviewsItem({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  return (
    <List.Item
      arrowIcon
      extra={
        product.review.count > 0
          ? intl.formatMessage({ id: 'webShop.review.average' }, { average: product.review.average })
          : undefined
      }
    >
      <Link className={styles.rowLink} to={`${paths.productReviews}?id=${product.id}`} data-testid="product-reviews">
        {intl.formatMessage({ id: 'webShop.review.summary' }, { count: product.review.count })}
      </Link>
    </List.Item>
  );
}

/** Favourite, share, add to cart, buy now (a guest logs in first and the action happens on return). */
function ProductBar({ product, sku }: { product: ProductDetail; sku: ProductSku | undefined }) {
  const intl = useIntl();
  const favorite = useFavoriteButton(product);
  const shareProduct = useShareProduct();

  const copyLink = (link: string) => {
    const showLink = () =>
      void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
        Dialog.alert({
          title: intl.formatMessage({ id: 'webShop.share.copyByHand' }),
          content: (
            <span className={styles.shareLink} data-testid="product-share-link">
              {link}
            </span>
          ),
          confirmText: intl.formatMessage({ id: 'common.confirm' }),
        }),
      );
    if (typeof navigator.clipboard?.writeText !== 'function') {
      showLink();
      return;
    }
    navigator.clipboard
      .writeText(link)
      .then(() => showToast(intl.formatMessage({ id: 'webShop.share.copied' }), 'success'), showLink);
  };

  // The link carries the member's invite code: whoever opens it and signs up or buys is theirs.
  const share = () => {
    if (!product.canShare) {
      showToast(intl.formatMessage({ id: 'webShop.share.vipOnly' }));
      return;
    }
    shareProduct.mutate(product.id, { onSuccess: copyLink, onError: reportError });
  };

  return (
    <div className={styles.bar}>
      <div className={styles.barRow}>
        <button
          type="button"
          className={product.isFavorite ? `${styles.barIcon} ${styles.favorite}` : styles.barIcon}
          onClick={favorite.toggle}
          disabled={favorite.isPending}
          aria-pressed={product.isFavorite}
          data-testid="product-favorite"
        >
          <HeartIcon fill={product.isFavorite ? 'currentColor' : 'none'} aria-hidden />
          <span>{intl.formatMessage({ id: product.isFavorite ? 'webShop.favorite.on' : 'webShop.favorite.off' })}</span>
        </button>
        <button type="button" className={styles.barIcon} onClick={share} data-testid="product-share">
          <ShareIcon aria-hidden />
          <span>{intl.formatMessage({ id: 'webShop.share.button' })}</span>
        </button>
        <Link className={styles.barIcon} to={paths.cart} data-testid="product-cart">
          <BagIcon aria-hidden />
          <span>{intl.formatMessage({ id: 'web.tab.cart' })}</span>
        </Link>
        <OrderButtons product={product} sku={sku} />
      </div>
    </div>
  );
}

/** Add to cart and buy now (open to guests: they log in first). */
function OrderButtons({ product, sku }: { product: ProductDetail; sku: ProductSku | undefined }) {
  const intl = useIntl();
  const addToCart = useCartButton(product, sku);
  return (
    <div className={styles.barButtons}>
      <Button
        className={styles.cartButton}
        disabled={!addToCart.canAdd}
        loading={addToCart.isPending}
        onClick={addToCart.add}
        data-testid="product-add-to-cart"
      >
        {intl.formatMessage({ id: 'webShop.product.addToCart' })}
      </Button>
      <Button
        color="primary"
        className={styles.buyButton}
        disabled={!addToCart.canAdd}
        onClick={addToCart.buyNow}
        data-testid="product-buy-now"
      >
        {intl.formatMessage({ id: addToCart.isSoldOut ? 'webShop.card.soldOut' : 'webShop.product.buyNow' })}
      </Button>
    </div>
  );
}

/** For an unknown id, or a product taken off the market. */
function ProductGone() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <StatusView
      testId="product-gone"
      icon={<BagIcon />}
      title={intl.formatMessage({ id: 'webShop.product.gone' })}
      action={
        <Button color="primary" fill="outline" onClick={() => void navigate(paths.home, { replace: true })}>
          {intl.formatMessage({ id: 'web.notFound.home' })}
        </Button>
      }
    />
  );
}

function ProductSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.skeleton} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Skeleton animated className={styles.skeletonImage} />
      <div className={styles.skeletonText}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    </div>
  );
}
