import { calls } from '@mall/contracts/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useSession } from '@/lib/session.ts';
import { socialAccountKeys } from './keys.ts';

const unbindOpenAccount = calls.member.unbindOpenAccount;

/** Unlinks one provider; the list and the profile reload. */
export function useUnbind() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (provider: string) => request(unbindOpenAccount, { provider }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialAccountKeys.list(token) }),
        queryClient.invalidateQueries({ queryKey: [memberScope, 'memberinfo'] }),
      ]),
  });
}
