import { calls } from '@mall/contracts/browser';
import type { member, ResultOf } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { socialAccountKeys } from './keys.ts';

export type OpenAccount = ResultOf<typeof member.getOpenAccountList>[number];

const getOpenAccountList = calls.member.getOpenAccountList;

export const openAccountListQuery = (token: string) =>
  queryOptions({
    queryKey: socialAccountKeys.list(token),
    queryFn: ({ signal }) => request(getOpenAccountList, undefined, { signal }),
  });

/** Every provider the shop offers, with whether the member is linked to it. */
export function useOpenAccountList() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...openAccountListQuery(token), enabled: token !== '' });
}
