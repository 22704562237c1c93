import { startTransition, useEffect, useState } from 'react';

/**
 * False until the frame after the caller first rendered with `isReady`, then true (set as a
 * transition). What waits on it is rendered in a second, smaller pass, after the first one is
 * on screen, so neither blocks the phone for long.
 */
export function useAfterPaint(isReady = true) {
  const [hasPainted, setPainted] = useState(false);
  useEffect(() => {
    if (!isReady || hasPainted) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isReady, hasPainted]);
  return hasPainted;
}
