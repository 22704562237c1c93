import { calls } from '@mall/contracts/browser';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { authKeys } from '../../../shared/auth/api/keys.ts';

const getUserName = calls.member.getUserName;

export const inviterQuery = (inviteCode: string) =>
  queryOptions({
    queryKey: authKeys.inviter(inviteCode),
    queryFn: ({ signal }) => request(getUserName, { inviteCode }, { signal }),
    staleTime: 5 * 60_000,
  });

/** Whose invite code this is; idle while the code is empty. */
export function useInviter(inviteCode: string) {
  return useQuery({ ...inviterQuery(inviteCode), enabled: inviteCode !== '' });
}
