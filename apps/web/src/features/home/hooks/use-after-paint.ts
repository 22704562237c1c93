import { startTransition, useEffect, useState } from 'react';

/**
 * 0 until the caller has rendered with `isReady`, then one more after each frame that follows
 * (set as a transition), up to `steps`. What waits on it is rendered in several small passes, each
 * after the one before is on screen, so none of them blocks the phone for long.
 */
export function usePaintSteps(isReady: boolean, steps: number) {
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (!isReady || done >= steps) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setDone((count) => count + 1)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isReady, done, steps]);
  return done;
}

/** False until the frame after the caller first rendered with `isReady`, then true. */
export function useAfterPaint(isReady = true) {
  return usePaintSteps(isReady, 1) > 0;
}
