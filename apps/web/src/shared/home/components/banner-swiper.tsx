import Skeleton from 'antd-mobile/es/components/skeleton';
import Swiper from 'antd-mobile/es/components/swiper';
import { ContentLink } from '@/components/content-link.tsx';
import type { Banner } from '../api/get-home-modules.ts';
import styles from './home-sections.module.css';

/** The banner carousel of home and the points tab; it turns by itself and by swiping. */
export function BannerSwiper({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <Swiper className={styles.banner} autoplay={banners.length > 1} loop={banners.length > 1} data-testid="banners">
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.id}>
          <ContentLink href={banner.linkUrl} className={styles.bannerLink} testId="banner" label={banner.title}>
            {/* The first banner is the largest thing on screen: it loads at once, the rest lazily. */}
            <img
              src={banner.image}
              alt={banner.title}
              width={351}
              height={150}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </ContentLink>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}

export function BannerSkeleton() {
  return <Skeleton animated className={styles.bannerSkeleton} />;
}
