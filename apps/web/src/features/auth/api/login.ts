import { calls, type EndpointParams } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useStartSession } from '../hooks/use-start-session.ts';

export const login = calls.member.login;

/** Logs in with user name (or mobile) and password and stores the session. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (credentials: EndpointParams<typeof login>) => request(login, credentials),
    onSuccess: (session) => startSession(session),
  });
}
