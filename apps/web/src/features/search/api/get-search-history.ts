import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { searchKeys } from './keys.ts';

const getSearchHistory = calls.appIndex.querySearchHistory;

/** The member's recent searches, newest first; idle for guests, who have none. */
export function useSearchHistory() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: searchKeys.history(token),
    queryFn: ({ signal }) => request(getSearchHistory, undefined, { signal }),
    enabled: token !== '',
    // Every search adds to it on the server, so the search page always asks again.
    staleTime: 0,
  });
}
