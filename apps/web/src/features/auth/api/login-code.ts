import type { member } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { useStartSession } from '../hooks/use-start-session.ts';

export const loginCode = endpoint<typeof member.loginCode>('POST', '/mallapi/verify/loginCode');

/** Logs in with a mobile number and the login code sent to it, and stores the session. */
export function useLoginCode() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: { mobile: string; code: string }) => request(loginCode, input),
    onSuccess: (session) => startSession(session),
  });
}
