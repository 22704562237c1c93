import { calls } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useStartSession } from '../hooks/use-start-session.ts';

const register = calls.member.register;

export interface RegisterInput {
  mobile: string;
  code: string;
  password: string;
  inviteCode?: string;
}

/** Signs up (the privacy policy already agreed to) and starts the new member's session. */
export function useRegister() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: RegisterInput) => request(register, { ...input, agree: true }),
    onSuccess: (session) => startSession(session, { isNew: true }),
  });
}
