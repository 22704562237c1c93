import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminMembers } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { membersKeys } from './keys.ts';

export type MembersPage = ResultOf<typeof adminMembers.page>;
export type MemberSummary = MembersPage['list'][number];
export type MemberStatus = MemberSummary['status'];

export interface MembersQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: MemberStatus;
}

export function fetchMembersPage(query: MembersQuery, signal?: AbortSignal): Promise<MembersPage> {
  return callApi(calls.adminMembers.page, query, { signal });
}

export const membersPageQueryOptions = (query: MembersQuery) =>
  queryOptions({
    queryKey: membersKeys.page(query),
    queryFn: ({ signal }) => fetchMembersPage(query, signal),
    // Keep the rows of the last page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

/** One page of members, newest first, narrowed by keyword and status. */
export function useMembersPage(query: MembersQuery) {
  return useQuery(membersPageQueryOptions(query));
}
