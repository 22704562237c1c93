import { calls } from '@mall/contracts/browser';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLoadedAndIdle } from '@/lib/idle.ts';
import { useSession } from '@/lib/session.ts';
import { authKeys } from './keys.ts';

const getUser = calls.member.getUser;

export const userQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.user(token),
    queryFn: ({ signal }) => request(getUser, undefined, { signal }),
  });

/**
 * The logged-in member as the server knows them now; idle for guests. `whenIdle`: a background
 * refresh that waits until the page has loaded, so it never competes with the first screen.
 */
export function useUser({ whenIdle = false }: { whenIdle?: boolean } = {}) {
  const token = useSession()?.token ?? '';
  const isIdle = useLoadedAndIdle(whenIdle);
  return useQuery({ ...userQuery(token), enabled: token !== '' && isIdle });
}
