import type { member } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { useStartSession } from '../hooks/use-start-session.ts';

export const login = endpoint<typeof member.login>('POST', '/mallapi/member/login');

/** Logs in with user name (or mobile) and password and stores the session. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (credentials: { username: string; password: string }) => request(login, credentials),
    onSuccess: (session) => startSession(session),
  });
}
