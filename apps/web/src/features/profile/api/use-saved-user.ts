import type { MemberUser } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/shared/auth/api/keys.ts';
import { getSession, mergeUser } from '@/lib/session.ts';
import { memberinfoQuery } from './get-memberinfo.ts';

/** After a profile change: the stored user, getUser and memberinfo all show the server's new copy. */
export function useSavedUser(): (user: MemberUser) => void {
  const queryClient = useQueryClient();
  return (user) => {
    const token = getSession()?.token;
    mergeUser(user);
    if (!token) return;
    queryClient.setQueryData(authKeys.user(token), user);
    queryClient.setQueryData(memberinfoQuery(token).queryKey, (info) => (info ? { ...info, user } : info));
    // The sponsor and coach cards come from memberinfo; a new coach must show there too.
    void queryClient.invalidateQueries({ queryKey: memberinfoQuery(token).queryKey });
  };
}
