// The banner carousel of home and the points tab. The browser scrolls it (CSS scroll snapping), so
// swiping costs no script and the page pulls in no animation library for it; a timer turns it.
import { useEffect, useRef, useState } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ContentLink } from '@/components/content-link.tsx';
import type { Banner } from '../api/get-home-modules.ts';
import styles from './home-sections.module.css';

const TURN_MS = 4000;

/** Turns to the next banner every few seconds, unless the shopper prefers less motion. */
function useAutoplay(track: React.RefObject<HTMLDivElement | null>, count: number) {
  useEffect(() => {
    const element = track.current;
    if (!element || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (document.hidden || element.matches(':active')) return;
      const width = element.clientWidth;
      const next = (Math.round(element.scrollLeft / width) + 1) % count;
      element.scrollTo({ left: next * width, behavior: next === 0 ? 'instant' : 'smooth' });
    }, TURN_MS);
    return () => window.clearInterval(timer);
  }, [track, count]);
}

export function BannerSwiper({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  useAutoplay(track, banners.length);
  if (banners.length === 0) return null;
  const onScroll = () => {
    const element = track.current;
    if (element) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };
  return (
    <div className={styles.banner} data-testid="banners">
      <div className={styles.bannerTrack} ref={track} onScroll={onScroll}>
        {banners.map((banner, index) => (
          <ContentLink
            key={banner.id}
            href={banner.linkUrl}
            className={styles.bannerLink}
            testId="banner"
            label={banner.title}
          >
            {/* The first banner is the largest thing on screen: it loads first, the rest lazily. */}
            <img
              src={banner.image}
              alt={banner.title}
              width={351}
              height={150}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </ContentLink>
        ))}
      </div>
      {banners.length > 1 && (
        <div className={styles.bannerDots} aria-hidden>
          {banners.map((banner, index) => (
            <span key={banner.id} className={index === current ? styles.bannerDotOn : styles.bannerDot} />
          ))}
        </div>
      )}
    </div>
  );
}

export function BannerSkeleton() {
  return <Skeleton animated className={styles.bannerSkeleton} />;
}
