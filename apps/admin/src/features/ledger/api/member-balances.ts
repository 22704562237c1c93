import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminLedger } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { ledgerKeys } from './keys.ts';

export type MemberBalances = ResultOf<typeof adminLedger.memberBalances>;

// Quiet: the balances card shows the reason with a retry in place.
export function fetchMemberBalances(memberId: number, signal?: AbortSignal): Promise<MemberBalances> {
  return callApi(calls.adminLedger.memberBalances, { memberId }, { signal, isQuiet: true });
}

export const memberBalancesQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: ledgerKeys.balances(memberId),
    queryFn: ({ signal }) => fetchMemberBalances(memberId, signal),
  });

/** Every balance of one member. */
export function useMemberBalances(memberId: number) {
  return useQuery(memberBalancesQueryOptions(memberId));
}
