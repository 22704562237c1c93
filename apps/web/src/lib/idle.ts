// Background asks that must not compete with the first screen wait for a quiet moment.
import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/**
 * False until the page has loaded, nothing else is being fetched (the first screen's answers are
 * in) and the browser has a quiet moment, when asked to wait.
 */
export function useLoadedAndIdle(shouldWait: boolean) {
  const [isIdle, setIdle] = useState(!shouldWait);
  const fetching = useIsFetching();
  useEffect(() => {
    if (isIdle || fetching > 0) return;
    let idle = 0;
    const whenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setIdle(true), { timeout: 2000 })
        : window.setTimeout(() => setIdle(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [isIdle, fetching]);
  return isIdle;
}
