import { useState } from 'react';
import { useIntl } from 'react-intl';
import Swiper from 'antd-mobile/es/components/swiper';
import type { ProductDetail } from '../api/get-product-detail.ts';
import styles from './product-screen.module.css';

/** The product's pictures at 800 px, swiped through, with "2 / 5" in the corner. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const images = product.images.length > 0 ? product.images : product.cover ? [product.cover] : [];
  if (images.length === 0) return <div className={styles.galleryEmpty} aria-hidden />;
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <Swiper indicator={() => null} onIndexChange={setIndex} loop={images.length > 1} className={styles.gallerySwiper}>
        {images.map((image, position) => (
          <Swiper.Item key={image.s800}>
            <img
              className={styles.galleryImage}
              src={image.s800}
              alt={intl.formatMessage(
                { id: 'webShop.product.imageAlt' },
                { name: product.name, index: position + 1, count: images.length },
              )}
              width={800}
              height={800}
              loading={position === 0 ? 'eager' : 'lazy'}
            />
          </Swiper.Item>
        ))}
      </Swiper>
      {images.length > 1 && (
        <span className={styles.galleryIndex} data-testid="gallery-index">
          {index + 1} / {images.length}
        </span>
      )}
    </div>
  );
}
