import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminMembers } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { membersKeys } from './keys.ts';

export type MemberDetail = ResultOf<typeof adminMembers.detail>;

// Quiet: the page itself says what went wrong (an unknown member, or the reason with a retry).
export function fetchMemberDetail(memberId: number, signal?: AbortSignal): Promise<MemberDetail> {
  return callApi(calls.adminMembers.detail, { memberId }, { signal, isQuiet: true });
}

export const memberDetailQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: membersKeys.detail(memberId),
    queryFn: ({ signal }) => fetchMemberDetail(memberId, signal),
  });

/** One member with their live sessions and linked third-party accounts. */
export function useMemberDetail(memberId: number) {
  return useQuery(memberDetailQueryOptions(memberId));
}
