import { calls } from '@mall/contracts/browser';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

const getMemberinfo = calls.member.memberinfo;

export const memberinfoQuery = (token: string) =>
  queryOptions({
    queryKey: profileKeys.memberinfo(token),
    queryFn: ({ signal }) => request(getMemberinfo, undefined, { signal }),
  });

/** The member with their sponsor and coach, for the profile pages. */
export function useMemberinfo() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...memberinfoQuery(token), enabled: token !== '' });
}
