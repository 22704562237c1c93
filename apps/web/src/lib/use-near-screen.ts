import { useEffect, useState } from 'react';

/**
 * Whether the element (given through the returned ref callback) is within `ahead` of the visible
 * part of the page, measured below it as a share of the screen's height. Sticky by default: true
 * for good once it has been near, for what loads once (home's recommendations). Otherwise it follows
 * the element as the page scrolls and grows, for what renders step by step while it is near.
 * What waits on it costs the phone nothing while the page loads, and is there before the shopper has
 * scrolled down to it.
 */
export function useNearScreen<T extends Element>({ isSticky = true, ahead = '100%' } = {}) {
  const [node, setNode] = useState<T | null>(null);
  const [isNear, setNear] = useState(false);
  const isSettled = isSticky && isNear;
  useEffect(() => {
    if (isSettled || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest && (latest.isIntersecting || !isSticky)) setNear(latest.isIntersecting);
      },
      { rootMargin: `0px 0px ${ahead} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, isSettled, isSticky, ahead]);
  return [setNode, isNear] as const;
}
