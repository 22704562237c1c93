import { useEffect, useState } from 'react';

/**
 * False until the shopper first scrolls the page down (or turns the wheel down, a frame earlier),
 * then true. Home renders ahead of the screen only from then on: a shopper who reads the first
 * screen and taps costs the phone nothing for the sections below it. Sideways scrolls inside the
 * page (the banner turning, a row of cards) do not count: their scroll events stay on their element.
 */
export function useHasScrolled() {
  const [hasScrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (hasScrolled) return;
    const scrolled = () => {
      if (window.scrollY > 0) setScrolled(true);
    };
    const wheeled = (event: WheelEvent) => {
      if (event.deltaY > 0) setScrolled(true);
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    window.addEventListener('wheel', wheeled, { passive: true });
    return () => {
      window.removeEventListener('scroll', scrolled);
      window.removeEventListener('wheel', wheeled);
    };
  }, [hasScrolled]);
  return hasScrolled;
}
