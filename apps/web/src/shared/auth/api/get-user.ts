import { calls } from '@mall/contracts/browser';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { authKeys } from './keys.ts';

const getUser = calls.member.getUser;

export const userQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.user(token),
    queryFn: ({ signal }) => request(getUser, undefined, { signal }),
  });

/** The logged-in member as the server knows them now; idle for guests. */
export function useUser() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...userQuery(token), enabled: token !== '' });
}
