import { calls, type EndpointParams } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useStartSession } from '../hooks/use-start-session.ts';

export const loginCode = calls.member.loginCode;

/** Logs in with a mobile number and the login code sent to it, and stores the session. */
export function useLoginCode() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: EndpointParams<typeof loginCode>) => request(loginCode, input),
    onSuccess: (session) => startSession(session),
  });
}
