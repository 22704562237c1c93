import { calls } from '@mall/contracts/browser';
import { useEffect, useState } from 'react';
import { queryOptions, useIsFetching, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { authKeys } from './keys.ts';

const getUser = calls.member.getUser;

export const userQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.user(token),
    queryFn: ({ signal }) => request(getUser, undefined, { signal }),
  });

/**
 * False until the page has loaded, nothing else is being fetched (the first screen's answers are
 * in) and the browser has a quiet moment, when asked to wait.
 */
function useLoadedAndIdle(shouldWait: boolean) {
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

/**
 * The logged-in member as the server knows them now; idle for guests. `whenIdle`: a background
 * refresh that waits until the page has loaded, so it never competes with the first screen.
 */
export function useUser({ whenIdle = false }: { whenIdle?: boolean } = {}) {
  const token = useSession()?.token ?? '';
  const isIdle = useLoadedAndIdle(whenIdle);
  return useQuery({ ...userQuery(token), enabled: token !== '' && isIdle });
}
