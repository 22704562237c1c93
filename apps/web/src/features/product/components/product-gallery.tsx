import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductDetail } from '../api/get-product-detail.ts';
import styles from './product-screen.module.css';

/**
 * The product's pictures at 800 px, swiped through, with "2 / 5" in the corner. The browser does
 * the swiping (CSS scroll snapping): no script runs while the shopper swipes.
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const images = product.images.length > 0 ? product.images : product.cover ? [product.cover] : [];
  if (images.length === 0) return <div className={styles.galleryEmpty} aria-hidden />;
  const onScroll = () => {
    const element = track.current;
    if (element) setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <div className={styles.galleryTrack} ref={track} onScroll={onScroll}>
        {images.map((image, position) => (
          <img
            key={image.s800}
            className={styles.galleryImage}
            src={image.s800}
            alt={intl.formatMessage(
              { id: 'webShop.product.imageAlt' },
              { name: product.name, index: position + 1, count: images.length },
            )}
            width={800}
            height={800}
            // The first picture is the page's largest element: it goes first, the others lazily.
            loading={position === 0 ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
          />
        ))}
      </div>
      {images.length > 1 && (
        <span className={styles.galleryIndex} data-testid="gallery-index">
          {index + 1} / {images.length}
        </span>
      )}
    </div>
  );
}
