import type { member } from '@mall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { saveSession } from '@/lib/session.ts';
import { authKeys } from './keys.ts';

export const login = endpoint<typeof member.login>('POST', '/mallapi/member/login');

/** Logs in with user name (or mobile) and password and stores the session. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { username: string; password: string }) => request(login, credentials),
    onSuccess: (session) => {
      // The answer carries the user, so the launch-time getUser need not ask again.
      queryClient.setQueryData(authKeys.user(session.token), session.user);
      saveSession(session);
    },
  });
}
