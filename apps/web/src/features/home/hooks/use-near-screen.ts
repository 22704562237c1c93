import { useEffect, useState } from 'react';

/**
 * False until the element (given through the returned ref callback) comes within a screen's
 * height of the visible part of the page, then true for good. What waits on it (home's
 * recommendations, far below the first screen) costs the phone nothing while the page loads, and
 * is there before the shopper has scrolled down to it.
 */
export function useNearScreen<T extends Element>() {
  const [node, setNode] = useState<T | null>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    if (isNear || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, isNear]);
  return [setNode, isNear] as const;
}
